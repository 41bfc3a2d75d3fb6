ALTER TABLE "restaurants" ADD COLUMN "order_cutoff_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE INDEX "restaurants_station_code_idx" ON "restaurants" USING btree ("station_code");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_order_cutoff_minutes" CHECK ("restaurants"."order_cutoff_minutes" between 15 and 360);