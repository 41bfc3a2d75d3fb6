CREATE TYPE "public"."train_run_source" AS ENUM('admin', 'partner', 'provider');--> statement-breakpoint
CREATE TABLE "train_runs" (
	"train_number" text NOT NULL,
	"start_date" date NOT NULL,
	"delay_minutes" smallint NOT NULL,
	"cancelled" boolean NOT NULL,
	"source" "train_run_source" NOT NULL,
	"reported_by_user_id" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retimed_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "train_runs_pk" PRIMARY KEY("train_number","start_date"),
	CONSTRAINT "train_runs_delay_range" CHECK ("train_runs"."delay_minutes" between 0 and 1440),
	CONSTRAINT "train_runs_versions" CHECK ("train_runs"."version" >= 1 and "train_runs"."retimed_version" between 0 and "train_runs"."version")
);
--> statement-breakpoint
ALTER TABLE "order_train_targets" ADD COLUMN "preparation_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "train_runs" ADD CONSTRAINT "train_runs_train_number_trains_number_fk" FOREIGN KEY ("train_number") REFERENCES "public"."trains"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_runs" ADD CONSTRAINT "train_runs_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_runs_due_idx" ON "train_runs" USING btree ("updated_at") WHERE "train_runs"."version" > "train_runs"."retimed_version";