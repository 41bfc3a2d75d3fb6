CREATE TYPE "public"."sms_purpose" AS ENUM('password_reset');--> statement-breakpoint
CREATE TYPE "public"."sms_state" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"purpose" "sms_purpose" NOT NULL,
	"to_mobile" text NOT NULL,
	"variables" jsonb NOT NULL,
	"body" text NOT NULL,
	"state" "sms_state" DEFAULT 'pending' NOT NULL,
	"sender" text,
	"provider_ref" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"send_by" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_next_attempt_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_to_mobile_idx" ON "sms_outbox" USING btree ("to_mobile","created_at");