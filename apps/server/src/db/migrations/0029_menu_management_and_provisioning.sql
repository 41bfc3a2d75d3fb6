DROP INDEX "menu_items_lower_name_restaurant_idx";--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "provisioning_key" text;--> statement-breakpoint
CREATE INDEX "menu_items_lower_name_restaurant_idx" ON "menu_items" USING btree (lower("name"),"restaurant_id","name") WHERE "menu_items"."is_hidden" = false;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_provisioning_key_unique" UNIQUE("provisioning_key");