DROP INDEX "payments_next_check_idx";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "gateway_ref" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "redirect_url" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."next_check_at" is not null;