// Build step of `npm run build` (before react-router build): AVIF and WebP variants of the site's fixed raster
// pictures at the widths of app/shared/image-variants.ts, into public/_img/ (git-ignored; Vite copies it to build/client,
// the server sends it with a year's immutable caching), and the manifest <ResponsivePicture> reads
// (app/ui/image-variants.generated.json, git-ignored). Names carry the source's content hash: an unchanged picture is
// never encoded again, a changed one gets new addresses. Run alone: node scripts/images/build-variants.ts
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import sharp, { type Sharp } from "sharp";
import {
  STATIC_VARIANT_PREFIX,
  VARIANT_FORMATS,
  isStaticVariantSource,
  staticVariantPath,
  variantWidths,
  type StaticVariantEntry,
  type VariantFormat,
  type VariantManifest,
} from "../../app/shared/image-variants.ts";

const PUBLIC = path.resolve("public");
const OUT = path.join(PUBLIC, STATIC_VARIANT_PREFIX);
export const MANIFEST_FILE = path.resolve("app/ui/image-variants.generated.json");
const ROOTS = ["art/puzzles", "coloring/preview", "downloads/previews", "video"];

/** Moderate settings: AVIF effort 4 of 9 keeps a cold build near a minute on two cores; the bytes differ by a few %. */
function encoder(format: VariantFormat, image: Sharp): Sharp {
  return format === "avif" ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 76, effort: 4 });
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function writeAtomically(file: string, body: Buffer | string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, body);
  await fs.rename(temp, file);
}

export async function buildVariants(): Promise<{ sources: number; encoded: number; reused: number; removed: number }> {
  const sources: string[] = [];
  for (const root of ROOTS) {
    for await (const file of walk(path.join(PUBLIC, root))) {
      const sitePath = `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`;
      if (isStaticVariantSource(sitePath)) sources.push(sitePath);
    }
  }
  sources.sort();
  const manifest: VariantManifest = {};
  const wanted = new Set<string>();
  const limit = pLimit(2);
  let encoded = 0;
  let reused = 0;
  await Promise.all(
    sources.map((sitePath) =>
      limit(async () => {
        const bytes = await fs.readFile(path.join(PUBLIC, sitePath));
        const meta = await sharp(bytes).metadata();
        if (!meta.width || !meta.height) return;
        const entry: StaticVariantEntry = {
          w: meta.width,
          h: meta.height,
          v: crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 10),
        };
        manifest[sitePath] = entry;
        for (const width of variantWidths(entry.w)) {
          for (const format of VARIANT_FORMATS) {
            const target = path.join(PUBLIC, staticVariantPath(sitePath, entry, width, format));
            wanted.add(target);
            if (await exists(target)) {
              reused++;
              continue;
            }
            await writeAtomically(
              target,
              await encoder(format, sharp(bytes).resize({ width, withoutEnlargement: true })).toBuffer(),
            );
            encoded++;
          }
        }
      }),
    ),
  );
  // Variants of pictures that changed or went away.
  let removed = 0;
  for await (const file of walk(OUT)) {
    if (!wanted.has(file)) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(manifest)
      .sort()
      .map((key) => [key, manifest[key]]),
  );
  const json = `${JSON.stringify(sorted, null, 1)}\n`;
  if ((await fs.readFile(MANIFEST_FILE, "utf8").catch(() => "")) !== json) await writeAtomically(MANIFEST_FILE, json);
  return { sources: sources.length, encoded, reused, removed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const result = await buildVariants();
  console.log(
    `image variants: ${result.sources} pictures, ${result.encoded} encoded, ${result.reused} reused, ${result.removed} stale removed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
