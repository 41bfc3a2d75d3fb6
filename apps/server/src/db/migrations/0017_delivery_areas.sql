ALTER TABLE "restaurants" ADD COLUMN "delivery_radius_m" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "preparation_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "restaurants_location_idx" ON "restaurants" USING gist (point("longitude", "latitude"));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_delivery_radius" CHECK ("restaurants"."delivery_radius_m" between 500 and 15000);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_preparation_minutes" CHECK ("restaurants"."preparation_minutes" between 5 and 120);--> statement-breakpoint
-- Rows written before delivery areas: their preparation time from the delivery time they were given,
-- as the seed derives it (preparationMinutesFor in seed/data/delivery-areas.ts).
UPDATE "restaurants" SET "preparation_minutes" = greatest(10, "delivery_time_min" - 10);
