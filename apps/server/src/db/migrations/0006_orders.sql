CREATE TYPE "public"."order_status" AS ENUM('payment processing', 'payment failed', 'pending', 'confirmed', 'preparing', 'out for delivery', 'delivered', 'cancelled', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'completed', 'failed', 'superseded');--> statement-breakpoint
CREATE TYPE "public"."sandbox_payment_state" AS ENUM('pending', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"status_code" smallint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"position" smallint NOT NULL,
	"menu_item_id" bigint,
	"item_name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"final_price_paise" integer NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"status" "order_status" NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"restaurant_id" bigint NOT NULL,
	"restaurant_name" text NOT NULL,
	"restaurant_image_path" text NOT NULL,
	"status" "order_status" NOT NULL,
	"address_id" bigint,
	"delivery_address" text NOT NULL,
	"delivery_latitude" double precision NOT NULL,
	"delivery_longitude" double precision NOT NULL,
	"menu_total_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"sub_total_paise" integer NOT NULL,
	"delivery_charge_paise" integer NOT NULL,
	"rain_fees_paise" integer DEFAULT 0 NOT NULL,
	"tip_paise" integer DEFAULT 0 NOT NULL,
	"gst_paise" integer NOT NULL,
	"restaurant_charges_paise" integer DEFAULT 0 NOT NULL,
	"handling_charges_paise" integer DEFAULT 0 NOT NULL,
	"small_cart_fees_paise" integer DEFAULT 0 NOT NULL,
	"platform_fees_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"direction_to_reach" text DEFAULT '' NOT NULL,
	"avoid_calling" boolean DEFAULT false NOT NULL,
	"leave_at_door" boolean DEFAULT false NOT NULL,
	"avoid_ringing_bell" boolean DEFAULT false NOT NULL,
	"leave_at_security" boolean DEFAULT false NOT NULL,
	"deliver_time_min" smallint NOT NULL,
	"deliver_time_max" smallint NOT NULL,
	"checkout_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total_paise" > 0),
	CONSTRAINT "orders_tip_range" CHECK ("orders"."tip_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"state" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"redirect_url" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" "payment_state" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"return_url" text NOT NULL,
	"state" "sandbox_payment_state" NOT NULL,
	"method" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_gateway_event_unique" ON "payment_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_unique" ON "payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");