-- ADR 022: each order names its checkout group (the attempts of one cart) and when a payment placed it.
-- Existing orders each start a group of their own; a placed order's time is its first confirmation.
ALTER TABLE "orders" ADD COLUMN "checkout_group_id" text;--> statement-breakpoint
UPDATE "orders" SET "checkout_group_id" = "id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "checkout_group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "paid_at" = (SELECT min("order_events"."at") FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "order_events"."status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "cancel_url" text;--> statement-breakpoint
CREATE INDEX "orders_checkout_group_idx" ON "orders" USING btree ("checkout_group_id");
