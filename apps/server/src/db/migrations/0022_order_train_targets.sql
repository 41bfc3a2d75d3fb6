CREATE TABLE "order_train_targets" (
	"order_id" text PRIMARY KEY NOT NULL,
	"train_number" text NOT NULL,
	"boarding_date" date NOT NULL,
	"start_date" date NOT NULL,
	"boarding_station_code" text NOT NULL,
	"station_code" text NOT NULL,
	"coach" text NOT NULL,
	"berth" smallint NOT NULL,
	"passenger_name" text NOT NULL,
	"passenger_mobile" text NOT NULL,
	"alternate_mobile" text,
	"scheduled_arrival_at" timestamp with time zone NOT NULL,
	"expected_arrival_at" timestamp with time zone NOT NULL,
	"delivery_code" text NOT NULL,
	"delivery_code_failures" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_train_targets_code_format" CHECK ("order_train_targets"."delivery_code" ~ '^[0-9]{4}$'),
	CONSTRAINT "order_train_targets_berth_range" CHECK ("order_train_targets"."berth" between 1 and 81),
	CONSTRAINT "order_train_targets_failures" CHECK ("order_train_targets"."delivery_code_failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_train_targets" ADD CONSTRAINT "order_train_targets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_train_targets" ADD CONSTRAINT "order_train_targets_train_number_trains_number_fk" FOREIGN KEY ("train_number") REFERENCES "public"."trains"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_train_targets" ADD CONSTRAINT "order_train_targets_boarding_station_code_stations_code_fk" FOREIGN KEY ("boarding_station_code") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_train_targets" ADD CONSTRAINT "order_train_targets_station_code_stations_code_fk" FOREIGN KEY ("station_code") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_train_targets_run_idx" ON "order_train_targets" USING btree ("train_number","start_date");