DROP INDEX "menu_items_lower_name_restaurant_idx";--> statement-breakpoint
CREATE INDEX "menu_items_lower_name_restaurant_idx" ON "menu_items" USING btree (lower("name"),"restaurant_id","name");