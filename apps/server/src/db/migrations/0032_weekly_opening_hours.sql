ALTER TABLE "restaurants" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_weekly_hours_week" CHECK ("restaurants"."weekly_hours" is null or (jsonb_typeof("restaurants"."weekly_hours") = 'array' and jsonb_array_length("restaurants"."weekly_hours") = 7));--> statement-breakpoint
-- Hand-written (ADR 037): the station list counts each stop's kitchens by hours and cut-off from the
-- station index alone (0022); it now groups by the week too, so the index carries it. Null for a
-- kitchen with one daily span: a null bit, nothing more. Drizzle cannot write INCLUDE.
DROP INDEX "restaurants_station_code_idx";--> statement-breakpoint
CREATE INDEX "restaurants_station_code_idx" ON "restaurants" USING btree ("station_code") INCLUDE ("opens_at", "closes_at", "order_cutoff_minutes", "weekly_hours");
