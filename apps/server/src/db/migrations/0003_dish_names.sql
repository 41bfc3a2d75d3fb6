CREATE TABLE "dish_names" (
	"name_key" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dish_names_trgm_idx" ON "dish_names" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_items_lower_name_restaurant_idx" ON "menu_items" USING btree (lower("name"),"restaurant_id");