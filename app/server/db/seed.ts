import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { DEMO_CAMPAIGNS } from "../../../content/demo/campaigns";
import { DEMO_VIDEOS } from "../../../content/demo/videos";
import { LOCALES } from "../../shared/locales";
import { processImage } from "../images/process-image";
import { saveImageFiles } from "../services/media-files";
import { logger } from "../logger";
import { isEmpty, type Db } from "./client";
import { campaigns, media, seoEntries, users, videos } from "./schema";

const DAY = 24 * 60 * 60 * 1000;

const DEMO_USERS = [
  { id: "demo-mia", name: "Mia", avatar: "amber" },
  { id: "demo-joon", name: "Joon", avatar: "poli" },
  { id: "demo-lin", name: "Lin", avatar: "helly" },
  { id: "demo-sasha", name: "Sasha", avatar: "roy" },
] as const;

const SAMPLE_COLORINGS = ["poli", "roy", "amber", "helly", "posty", "schoolb", "cleany", "mark"];

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
  const samples = await renderSampleColorings(options.artDir ?? path.resolve("public/art/characters"));
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({ ...u, email: `${u.id}@demo.invalid`, identity: `demo:${u.id}`, welcomedAt: new Date(now) })),
    );
    await tx.insert(campaigns).values(
      DEMO_CAMPAIGNS.map((c) => ({ ...c, startDate: new Date(now - 7 * DAY), endDate: new Date(now + 365 * DAY), activated: true })),
    );
    await tx.insert(seoEntries).values([
      { path: "/play/gallery", locale: "en", title: "Coloring Gallery – POLI Rescue Team", description: "Colorings made by young fans of the rescue team. Cheer them on with an emoticon!" },
    ]);
    await tx.insert(videos).values(
      DEMO_VIDEOS.map((v) => ({
        id: v.id,
        titles: v.titles,
        descriptions: {},
        // Rendered by `npm run video` into public/video/<id>/ (served by the site, or CDN_URL).
        thumbnailUrl: `/video/${v.id}/poster.jpg`,
        videoUrl: `/video/${v.id}/master.m3u8`,
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
        samples.map(({ name, index, image, files }) => ({
          type: "coloring",
          ...files,
          ownerId: DEMO_USERS[index % DEMO_USERS.length].id,
          featured: index < 3 ? 1 : 0,
          attributes: { pageKey: name },
          width: image.width,
          height: image.height,
          bytes: image.png.length,
          hash: image.hash,
          createdAt: new Date(now - (SAMPLE_COLORINGS.length - index) * 60 * 60 * 1000),
        })),
      );
    }
    return true;
  });
  if (seeded) logger.info("seeded demo content");
  return seeded;
}

/** Sample gallery colorings rendered from the project's own character art and stored (skipped if the art is missing). */
async function renderSampleColorings(artDir: string) {
  const samples = [];
  for (const [index, name] of SAMPLE_COLORINGS.entries()) {
    let svg: Buffer;
    try {
      svg = await fs.readFile(path.join(artDir, `${name}.svg`));
    } catch {
      continue;
    }
    const png = await sharp(svg, { density: 144 }).resize(768, 768, { fit: "contain", background: "#ffffff" }).flatten({ background: "#ffffff" }).png().toBuffer();
    const image = await processImage(png);
    samples.push({ name, index, image, files: await saveImageFiles(image) });
  }
  return samples;
}
