import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DEMO_CAMPAIGNS } from "../../../content/demo/campaigns";
import { DEMO_VIDEOS } from "../../../content/demo/videos";
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

/** Seeds demo content, but only into a database with no content at all. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: { artDir?: string } = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
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
        thumbnailUrl: `/art/seasons/${v.art}.svg`,
        videoUrl: "",
        publishedAt: new Date(now - v.daysAgo * DAY),
        viewCount: v.viewCount,
        rating: v.rating,
        durationSeconds: v.durationSeconds,
      })),
    );
  });
  await seedSampleColorings(db, options.artDir ?? path.resolve("public/art/characters"), now);
  logger.info("seeded demo content");
  return true;
}

/** Sample gallery colorings rendered from the project's own character art (skipped if the art is missing). */
async function seedSampleColorings(db: Db, artDir: string, now: number) {
  for (const [index, name] of SAMPLE_COLORINGS.entries()) {
    let svg: Buffer;
    try {
      svg = await fs.readFile(path.join(artDir, `${name}.svg`));
    } catch {
      continue;
    }
    const png = await sharp(svg, { density: 144 }).resize(768, 768, { fit: "contain", background: "#ffffff" }).flatten({ background: "#ffffff" }).png().toBuffer();
    const image = await processImage(png);
    const files = await saveImageFiles(image);
    await db.insert(media).values({
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
    });
  }
}
