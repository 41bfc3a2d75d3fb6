CREATE TYPE "public"."partner_application_file_kind" AS ENUM('fssai_certificate', 'pan_card', 'bank_proof', 'dish_photo');--> statement-breakpoint
CREATE TYPE "public"."partner_application_status" AS ENUM('draft', 'submitted', 'changes_requested', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."partner_application_step" AS ENUM('info', 'documents', 'menu', 'contract');--> statement-breakpoint
CREATE TYPE "public"."payment_cycle" AS ENUM('weekly', 'biweekly', 'monthly');--> statement-breakpoint
ALTER TYPE "public"."sms_purpose" ADD VALUE 'partner_contract';--> statement-breakpoint
CREATE TABLE "partner_application_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_application_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"kind" "partner_application_file_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_application_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" "partner_application_status" DEFAULT 'draft' NOT NULL,
	"info" jsonb,
	"documents" jsonb,
	"menu" jsonb,
	"commission_rate" smallint,
	"payment_cycle" "payment_cycle",
	"contract_version" text,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"review_step" "partner_application_step",
	"review_note" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"restaurant_id" bigint,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_contract_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_contract_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_application_files" ADD CONSTRAINT "partner_application_files_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contract_codes" ADD CONSTRAINT "partner_contract_codes_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_application_files_application_idx" ON "partner_application_files" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_one_open_idx" ON "partner_applications" USING btree ("user_id") WHERE "partner_applications"."status" in ('draft', 'submitted', 'changes_requested');--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "partner_contract_codes_application_idx" ON "partner_contract_codes" USING btree ("application_id","created_at");