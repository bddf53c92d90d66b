CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_name_path_locale_pk" PRIMARY KEY("day","kind","name","path","locale")
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
