CREATE TABLE "staff_pictures" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"region_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "potd_schedule" ALTER COLUMN "media_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "potd_schedule" ADD COLUMN "scene_key" text;--> statement-breakpoint
ALTER TABLE "staff_pictures" ADD CONSTRAINT "staff_pictures_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_pictures_kind_idx" ON "staff_pictures" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "potd_schedule" ADD CONSTRAINT "potd_schedule_one_picture" CHECK (("potd_schedule"."media_id" is null) <> ("potd_schedule"."scene_key" is null));