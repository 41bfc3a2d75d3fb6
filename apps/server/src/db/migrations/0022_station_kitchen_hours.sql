-- The station list counts the kitchens at each stop by hours and cut-off (journeys.repository.ts): with
-- these columns in the station index that is an index-only read per stop, whatever the catalog's size.
-- Drizzle's index builder cannot write INCLUDE, so the schema declares the plain index of the same name.
DROP INDEX "restaurants_station_code_idx";--> statement-breakpoint
CREATE INDEX "restaurants_station_code_idx" ON "restaurants" USING btree ("station_code") INCLUDE ("opens_at", "closes_at", "order_cutoff_minutes");
