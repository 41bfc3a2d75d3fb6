DROP INDEX "menu_items_lower_name_restaurant_idx";--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "menu_items_lower_name_restaurant_idx" ON "menu_items" USING btree (lower("name"),"restaurant_id","name") WHERE "menu_items"."is_hidden" = false;