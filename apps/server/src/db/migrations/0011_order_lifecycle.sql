CREATE TYPE "public"."order_actor" AS ENUM('customer', 'partner', 'admin', 'system', 'payment');--> statement-breakpoint
CREATE TYPE "public"."refund_state" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."sandbox_refund_state" AS ENUM('completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."membership_role" AS ENUM('owner', 'staff');--> statement-breakpoint
ALTER TYPE "public"."sandbox_payment_state" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"from_status" "order_status",
	"status" "order_status" NOT NULL,
	"actor" "order_actor" NOT NULL,
	"actor_user_id" bigint,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"state" "refund_state" NOT NULL,
	"gateway_ref" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"merchant_refund_id" text PRIMARY KEY NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"state" "sandbox_refund_state" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_members" (
	"user_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"role" "membership_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_members_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "is_accepting_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preparation_minutes" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_person_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_person_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_ref_sandbox_payments_ref_fk" FOREIGN KEY ("payment_ref") REFERENCES "public"."sandbox_payments"("ref") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_members" ADD CONSTRAINT "restaurant_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_members" ADD CONSTRAINT "restaurant_members_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_events_restaurant_idx" ON "order_events" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_next_attempt_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "restaurant_members_restaurant_idx" ON "restaurant_members" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_accept_by_idx" ON "orders" USING btree ("accept_by") WHERE "orders"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."state" = 'pending';--> statement-breakpoint
-- Issue 16: the status history becomes the order's event log (with who moved it and from where).
INSERT INTO "order_events" ("order_id", "restaurant_id", "from_status", "status", "actor", "reason", "at")
SELECT h."order_id", o."restaurant_id",
	lag(h."status") OVER (PARTITION BY h."order_id" ORDER BY h."at", h."id"),
	h."status",
	CASE WHEN h."reason" LIKE 'payment%' OR h."reason" = 'amount mismatch' THEN 'payment'::"order_actor" ELSE 'system'::"order_actor" END,
	h."reason", h."at"
FROM "order_status_history" h JOIN "orders" o ON o."id" = h."order_id"
ORDER BY h."at", h."id";--> statement-breakpoint
-- Payments still pending from before the reconciliation sweep get asked about at once.
UPDATE "payments" SET "next_check_at" = "created_at" WHERE "state" = 'pending';
