// Measures the bytes of images a phone (390×844, DPR 2) transfers on public pages of the production build.
// Run: node scripts/images/image-bytes.ts [--url http://host:port] [path ...]
// Without --url it starts the built site (npm run build first) with a fresh DATA_DIR and stops it afterwards.
import { chromium, type Page } from "playwright-core";
import { startBuiltServer, type ServerInstance } from "../../tests/helpers/built-server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../tests/helpers/chromium.ts";

interface Tally {
  count: number;
  bytes: number;
  raster: number;
  modern: number;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const givenUrl = option("--url");
const paths = args.length ? args : ["/", "/play", "/play/gallery"];

async function tally(page: Page, path: string, scroll: boolean): Promise<Tally> {
  const result: Tally = { count: 0, bytes: 0, raster: 0, modern: 0 };
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "image") return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const type = (await response?.headerValue("content-type")) ?? "";
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        result.count++;
        result.bytes += bytes;
        if (!type.includes("svg")) result.raster += bytes;
        if (/avif|webp/.test(type)) result.modern += bytes;
      })(),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  if (scroll) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
    });
    await page.waitForLoadState("networkidle");
  }
  await Promise.all(pending);
  return result;
}

let server: ServerInstance | undefined;
const base = givenUrl ?? (server = await startBuiltServer()).url;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    "| page | first screen: images, bytes (raster, AVIF/WebP) | whole page scrolled: images, bytes (raster, AVIF/WebP) |",
  );
  console.log("|---|---|---|");
  for (const path of paths) {
    const row: string[] = [];
    for (const scroll of [false, true]) {
      // A fresh context per measurement: nothing comes from the browser cache.
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      await context.addCookies([{ name: "cookie_consent", value: "1", url: base }]);
      const t = await tally(await context.newPage(), path, scroll);
      row.push(`${t.count}, ${kb(t.bytes)} (${kb(t.raster)}, ${kb(t.modern)})`);
      await context.close();
    }
    console.log(`| ${path} | ${row.join(" | ")} |`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
