import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { DEMO_CAMPAIGNS } from "../../../content/demo/campaigns";
import { DEMO_COLORINGS } from "../../../content/demo/colorings";
import { DEMO_VIDEOS } from "../../../content/demo/videos";
import { LOCALES } from "../../shared/locales";
import { processImage } from "../images/process-image";
import { saveImageFiles } from "../services/media-files";
import { logger } from "../logger";
import { isEmpty, type Db } from "./client";
import { campaigns, media, seoEntries, users, videos } from "./schema";

const DAY = 24 * 60 * 60 * 1000;

// Demo accounts carry list names (issue 28), as every account does.
const DEMO_USERS = [
  { id: "demo-mia", name: "happy-bunny-7", avatar: "amber" },
  { id: "demo-joon", name: "brave-helicopter-42", avatar: "poli" },
  { id: "demo-lin", name: "cheerful-penguin-12", avatar: "helly" },
  { id: "demo-sasha", name: "speedy-train-5", avatar: "roy" },
  { id: "demo-noah", name: "clever-digger-31", avatar: "mark" },
  { id: "demo-ayu", name: "sunny-dolphin-18", avatar: "cleany" },
  { id: "demo-yuki", name: "gentle-kitten-9", avatar: "cap" },
] as const;

/** Taken inside the seeding transaction, so instances starting together on one empty database seed it once. */
const SEED_LOCK = 7261002;

/**
 * Seeds demo content, but only into a database with no content at all. Returns whether it seeded.
 * Several instances may start at once on one empty database: each renders the sample pictures (their files are
 * stored by content hash, so writing them twice is harmless), then one transaction takes an advisory lock, checks
 * again that the database is empty and inserts every row; the others wait on the lock, find content and skip.
 */
export async function seedIfEmpty(db: Db, options: { artDir?: string } = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const now = Date.now();
  const samples = await loadDemoColorings(options.artDir ?? path.resolve("content/demo/colorings"));
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        ...u,
        publicName: u.name,
        email: `${u.id}@demo.invalid`,
        identity: `demo:${u.id}`,
        welcomedAt: new Date(now),
      })),
    );
    await tx.insert(campaigns).values(
      DEMO_CAMPAIGNS.map((c) => ({
        ...c,
        startDate: new Date(now - 7 * DAY),
        endDate: new Date(now + 365 * DAY),
        activated: true,
      })),
    );
    await tx.insert(seoEntries).values([
      {
        path: "/play/gallery",
        locale: "en",
        title: "Coloring Gallery – POLI Rescue Team",
        description: "Colorings made by young fans of the rescue team. Cheer them on with an emoticon!",
      },
    ]);
    await tx.insert(videos).values(
      DEMO_VIDEOS.map((v) => ({
        id: v.id,
        titles: v.titles,
        descriptions: v.descriptions,
        // Rendered by `npm run video` into public/video/<id>/ (served by the site, or CDN_URL).
        thumbnailUrl: `/video/${v.id}/poster.jpg`,
        videoUrl: `/video/${v.id}/master.m3u8`,
        fallbackUrl: `/video/${v.id}/360p.mp4`,
        captionLocales: [...LOCALES],
        seriesKey: v.art,
        publishedAt: new Date(now - v.daysAgo * DAY),
        viewCount: v.viewCount,
        rating: v.rating,
        durationSeconds: v.durationSeconds,
      })),
    );
    if (samples.length) {
      await tx.insert(media).values(
        samples.map(({ demo, index, image, stored }) => ({
          type: "coloring",
          ...stored.files,
          ownerId: demo.by,
          featured: demo.featured ? 1 : 0,
          attributes: { pageKey: demo.page },
          width: image.width,
          height: image.height,
          bytes: image.png.length,
          hash: image.hash,
          createdAt: new Date(now - (DEMO_COLORINGS.length - index) * 60 * 60 * 1000),
        })),
      );
    }
    return true;
  });
  // The pictures' files were written pending (media-files.ts): public once their rows are, else removed.
  for (const { stored } of samples) await (seeded ? stored.publish() : stored.discard());
  if (seeded) logger.info("seeded demo content");
  return seeded;
}

/**
 * The gallery's demo colorings: the 11 coloring pages colored with the site's own engine in children's palettes
 * (scripts/art/build-gallery-demo.ts), stored like uploads. Skipped when the folder is missing.
 */
async function loadDemoColorings(dir: string) {
  const samples = [];
  for (const [index, demo] of DEMO_COLORINGS.entries()) {
    let png: Buffer;
    try {
      png = await fs.readFile(path.join(dir, `${demo.page}.png`));
    } catch {
      continue;
    }
    const image = await processImage(png);
    samples.push({ demo, index, image, stored: await saveImageFiles(image) });
  }
  return samples;
}
