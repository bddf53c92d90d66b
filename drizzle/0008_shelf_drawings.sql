CREATE TABLE "shelf_drawings" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"fills" text,
	"strokes" text,
	"stickers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shelf_drawings_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "shelf_drawings" ADD CONSTRAINT "shelf_drawings_user_id_item_id_shelf_items_user_id_item_id_fk" FOREIGN KEY ("user_id","item_id") REFERENCES "public"."shelf_items"("user_id","item_id") ON DELETE cascade ON UPDATE no action;