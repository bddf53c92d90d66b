import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text formats only: images, fonts and video are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest|map)$/;

/**
 * The browser's files are compressed once at build time (brotli at its highest quality, and gzip) next to the
 * originals in build/client, and the server sends the precompressed file (express-static-gzip) instead of compressing
 * every asset on every request while the page loads. A compressed copy that is not smaller is not kept.
 *
 * Called from React Router's buildEnd (react-router.config.ts), after every build step: the route manifest
 * (assets/manifest-*.js, which every page loads) is written after the client bundle closes.
 */
export async function precompressClientFiles(outDir: string): Promise<void> {
  const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const source = await fs.readFile(file);
    if (source.length < 1024) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
      gzip(source, { level: 9 }),
    ]);
    if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
  }
}
