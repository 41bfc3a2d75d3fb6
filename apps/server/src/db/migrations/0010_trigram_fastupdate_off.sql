DROP INDEX "cuisines_name_trgm_idx";--> statement-breakpoint
DROP INDEX "dish_names_trgm_idx";--> statement-breakpoint
DROP INDEX "menu_items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "restaurants_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "cuisines_name_trgm_idx" ON "cuisines" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "dish_names_trgm_idx" ON "dish_names" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "menu_items_name_trgm_idx" ON "menu_items" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "restaurants_name_trgm_idx" ON "restaurants" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);