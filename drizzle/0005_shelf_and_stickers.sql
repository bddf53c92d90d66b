CREATE TABLE "earned_stickers" (
	"user_id" text NOT NULL,
	"sticker" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earned_stickers_user_id_sticker_pk" PRIMARY KEY("user_id","sticker")
);
--> statement-breakpoint
CREATE TABLE "potd_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "potd_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "shelf_items" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"page_key" text NOT NULL,
	"pieces" integer,
	"status" text NOT NULL,
	"thumbnail" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shelf_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "earned_stickers" ADD CONSTRAINT "earned_stickers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_days" ADD CONSTRAINT "potd_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD CONSTRAINT "shelf_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shelf_items_user_updated_idx" ON "shelf_items" USING btree ("user_id","updated_at");