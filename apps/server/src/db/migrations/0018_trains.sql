CREATE TYPE "public"."train_time_source" AS ENUM('timetable', 'interpolated');--> statement-breakpoint
CREATE TABLE "stations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "stations_code_format" CHECK ("stations"."code" ~ '^[A-Z]{1,5}$'),
	CONSTRAINT "stations_point_whole" CHECK (("stations"."latitude" is null) = ("stations"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "train_stops" (
	"train_number" text NOT NULL,
	"sequence" smallint NOT NULL,
	"station_code" text NOT NULL,
	"arrival_minutes" integer,
	"departure_minutes" integer,
	"day" smallint NOT NULL,
	"distance_km" smallint NOT NULL,
	"halt_minutes" smallint,
	"time_source" "train_time_source" NOT NULL,
	CONSTRAINT "train_stops_pk" PRIMARY KEY("train_number","sequence"),
	CONSTRAINT "train_stops_station_train_unique" UNIQUE("station_code","train_number"),
	CONSTRAINT "train_stops_sequence" CHECK ("train_stops"."sequence" >= 1),
	CONSTRAINT "train_stops_day" CHECK ("train_stops"."day" >= 1),
	CONSTRAINT "train_stops_distance" CHECK ("train_stops"."distance_km" >= 0),
	CONSTRAINT "train_stops_times" CHECK (num_nonnulls("train_stops"."arrival_minutes", "train_stops"."departure_minutes") >= 1
        and ("train_stops"."arrival_minutes" is null) = ("train_stops"."sequence" = 1)
        and coalesce("train_stops"."departure_minutes" >= "train_stops"."arrival_minutes", true)
        and coalesce("train_stops"."arrival_minutes", "train_stops"."departure_minutes") >= 0),
	CONSTRAINT "train_stops_halt" CHECK ("train_stops"."halt_minutes" is null or ("train_stops"."time_source" = 'timetable'
        and "train_stops"."halt_minutes" = "train_stops"."departure_minutes" - "train_stops"."arrival_minutes"))
);
--> statement-breakpoint
CREATE TABLE "trains" (
	"number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"origin_code" text NOT NULL,
	"destination_code" text NOT NULL,
	"runs_on" smallint NOT NULL,
	"departure_minute_of_day" smallint NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "trains_number_format" CHECK ("trains"."number" ~ '^[0-9]{5}$'),
	CONSTRAINT "trains_runs_on" CHECK ("trains"."runs_on" between 1 and 127),
	CONSTRAINT "trains_departure_minute" CHECK ("trains"."departure_minute_of_day" between 0 and 1439),
	CONSTRAINT "trains_search_text_lower" CHECK ("trains"."search_text" = lower("trains"."search_text"))
);
--> statement-breakpoint
ALTER TABLE "trains" ADD CONSTRAINT "trains_origin_code_stations_code_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trains" ADD CONSTRAINT "trains_destination_code_stations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trains_number_prefix_idx" ON "trains" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trains_search_text_trgm_idx" ON "trains" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);