ALTER TABLE "videos" ADD COLUMN "fallback_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The catalog's rendered episodes have their 360p.mp4 in public/video/<id>/ beside master.m3u8 (scripts/video).
-- Staff uploads transcoded before this get none (they play through HLS; a new transcode writes one).
UPDATE "videos" SET "fallback_url" = '/video/' || "id" || '/360p.mp4' WHERE "video_url" = '/video/' || "id" || '/master.m3u8';
