CREATE TYPE "public"."address_type" AS ENUM('HOME', 'WORK', 'OTHERS');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"address_type" "address_type" NOT NULL,
	"complete_address" text NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"pincode" text NOT NULL,
	"landmark" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"place_id" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_pincode_six_digits" CHECK ("addresses"."pincode" ~ '^[0-9]{6}$'),
	CONSTRAINT "addresses_point_chosen" CHECK ("addresses"."latitude" between -90 and 90 and "addresses"."longitude" between -180 and 180 and "addresses"."latitude" <> 0 and "addresses"."longitude" <> 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";