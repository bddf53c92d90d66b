import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as shelfColoring from "~/routes/api/shelf-coloring";
import * as shelfItem from "~/routes/api/shelf-item";
import {
  MAX_DRAWING_LAYER_BYTES,
  MAX_DRAWING_LAYER_CHARS,
  MAX_DRAWING_SIDE,
  MAX_DRAWING_STICKERS,
} from "~/shared/shelf";
import { call } from "../helpers/route-args";
import { devSignIn, useConfig } from "./fixtures";

// A signed-in child's half-done coloring follows them to another device (issue 31): the drawing is kept in the account.

const SIDE = 1024;
let child: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
let thumb: string;
let fills: Buffer;
let fillsUrl: string;
let strokesUrl: string;

const pngUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
/** A page-sized transparent layer with one painted rectangle, as the browser's canvas would send it (RGBA PNG). */
async function paintedLayer(color: { r: number; g: number; b: number }, left: number, top: number): Promise<Buffer> {
  const square = await sharp({ create: { width: 200, height: 120, channels: 4, background: { ...color, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: SIDE, height: SIDE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: square, left, top }])
    .png()
    .toBuffer();
}
const rawPixels = (dataUrl: string) =>
  sharp(Buffer.from(dataUrl.split(",")[1], "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer();

const drawing = (change: object = {}) => ({
  width: SIDE,
  height: SIDE,
  fills: fillsUrl,
  strokes: strokesUrl,
  stickers: [{ id: 1, name: "p1", x: 300, y: 400, size: 120 }],
  ...change,
});
const coloring = (pageKey: string, change: object = {}) => ({
  kind: "coloring",
  pageKey,
  pieces: null,
  status: "started",
  thumbnail: thumb,
  drawing: drawing(),
  ...change,
});
const put = (cookie: string | undefined, body: unknown) =>
  call(shelfItem.action, "/api/shelf/item", { method: "PUT", cookie, body });
const get = (cookie: string | undefined, pageKey: string) =>
  call(shelfColoring.loader, `/api/shelf/coloring/${pageKey}`, { cookie, params: { pageKey } });

beforeAll(async () => {
  useConfig();
  child = await devSignIn("drawing-child");
  other = await devSignIn("drawing-other");
  thumb = pngUrl(
    await sharp({ create: { width: 40, height: 40, channels: 3, background: "#e63b2e" } })
      .png()
      .toBuffer(),
  );
  fills = await paintedLayer({ r: 230, g: 59, b: 46 }, 100, 200);
  fillsUrl = pngUrl(fills);
  strokesUrl = pngUrl(await paintedLayer({ r: 20, g: 90, b: 200 }, 500, 600));
});

describe("a coloring's drawing in the account", () => {
  it("is kept with its shelf item, re-encoded losslessly, and read back by its owner on any device", async () => {
    const saved = await put(child.cookie, coloring("poli"));
    expect(saved.status).toBe(200);
    const { drawingAt } = await saved.json();
    expect(typeof drawingAt).toBe("number");

    const response = await get(child.cookie, "poli");
    expect(response.status).toBe(200);
    const back = await response.json();
    expect(back.updatedAt).toBe(drawingAt);
    expect(back.stickers).toEqual([{ id: 1, name: "p1", x: 300, y: 400, size: 120 }]);
    expect(back.fills.startsWith("data:image/webp;base64,")).toBe(true);
    // exactly the pixels that were painted: a lossless copy, not a look-alike
    expect((await rawPixels(back.fills)).equals(await sharp(fills).ensureAlpha().raw().toBuffer())).toBe(true);
    const meta = await sharp(Buffer.from(back.strokes.split(",")[1], "base64")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", SIDE, SIDE]);
  });

  it("is nobody else's: another child gets 404, a signed-out visitor 401, and their save leaves it alone", async () => {
    expect((await get(other.cookie, "poli")).status).toBe(404);
    expect((await get(undefined, "poli")).status).toBe(401);
    expect(
      (await put(other.cookie, coloring("poli", { drawing: drawing({ fills: null, stickers: [] }) }))).status,
    ).toBe(200);
    const mine = await (await get(child.cookie, "poli")).json();
    expect(mine.fills).not.toBeNull();
    expect(mine.stickers).toHaveLength(1);
    expect((await (await get(other.cookie, "poli")).json()).fills).toBeNull();
  });

  it("is replaced by a newer drawing, kept by a save without one, and leaves when the page is cleared", async () => {
    const kid = await devSignIn("drawing-clearer");
    await put(kid.cookie, coloring("roy", { status: "done" }));
    const first = await (await get(kid.cookie, "roy")).json();
    const newer = await put(kid.cookie, coloring("roy", { drawing: drawing({ strokes: null, stickers: [] }) }));
    const { drawingAt } = await newer.json();
    const second = await (await get(kid.cookie, "roy")).json();
    expect(second.updatedAt).toBe(drawingAt);
    expect(second.updatedAt).toBeGreaterThanOrEqual(first.updatedAt);
    expect([second.strokes, second.stickers]).toEqual([null, []]);

    const { drawing: _, ...withoutDrawing } = coloring("roy");
    const thumbOnly = await (await put(kid.cookie, withoutDrawing)).json();
    expect(thumbOnly.drawingAt).toBeNull();
    expect((await (await get(kid.cookie, "roy")).json()).updatedAt).toBe(drawingAt);

    // cleared on one device: a finished picture stays on the shelf, but its drawing is gone everywhere
    const cleared = await call(shelfColoring.action, "/api/shelf/coloring/roy", {
      method: "DELETE",
      cookie: kid.cookie,
      params: { pageKey: "roy" },
    });
    expect(cleared.status).toBe(204);
    expect((await get(kid.cookie, "roy")).status).toBe(404);
  });
});

describe("the drawing's limits", () => {
  const refused = async (body: unknown, status: number) => {
    const response = await put(child.cookie, body);
    expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(status);
    return ((await response.json()) as { error: string }).error;
  };

  it(`takes a paint layer of exactly ${MAX_DRAWING_LAYER_CHARS} characters to the decoder and refuses one more`, async () => {
    const layer = (chars: number) => `data:image/png;base64,${"A".repeat(chars - "data:image/png;base64,".length)}`;
    // at the limit the text is accepted and read as a picture (this one is not one); past it, refused unread
    expect(await refused(coloring("amber", { drawing: drawing({ fills: layer(MAX_DRAWING_LAYER_CHARS) }) }), 400)).toBe(
      "A paint layer could not be read.",
    );
    expect(
      await refused(coloring("amber", { drawing: drawing({ fills: layer(MAX_DRAWING_LAYER_CHARS + 1) }) }), 400),
    ).toMatch(String(MAX_DRAWING_LAYER_CHARS));
  });

  it(`keeps ${MAX_DRAWING_STICKERS} stickers and refuses ${MAX_DRAWING_STICKERS + 1}`, async () => {
    const stickers = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i + 1, name: "r2", x: i, y: 2 * i, size: 64 }));
    expect(
      (await put(child.cookie, coloring("helly", { drawing: drawing({ stickers: stickers(MAX_DRAWING_STICKERS) }) })))
        .status,
    ).toBe(200);
    expect((await (await get(child.cookie, "helly")).json()).stickers).toHaveLength(MAX_DRAWING_STICKERS);
    await refused(coloring("helly", { drawing: drawing({ stickers: stickers(MAX_DRAWING_STICKERS + 1) }) }), 400);
  });

  it("refuses a layer that is not page-sized, a page past the largest side, a drawing on a puzzle, odd stickers", async () => {
    const small = pngUrl(
      await sharp({ create: { width: 64, height: 64, channels: 4, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    expect(await refused(coloring("mark", { drawing: drawing({ fills: small }) }), 400)).toBe(
      "A paint layer must be page-sized.",
    );
    await refused(coloring("mark", { drawing: drawing({ width: MAX_DRAWING_SIDE + 1 }) }), 400);
    await refused(
      { kind: "puzzle", pageKey: "scene01", pieces: 12, status: "done", thumbnail: thumb, drawing: drawing() },
      400,
    );
    await refused(
      coloring("mark", { drawing: drawing({ stickers: [{ id: 1, name: "<svg>", x: 0, y: 0, size: 9 }] }) }),
      400,
    );
    await refused(coloring("mark", { drawing: { ...drawing(), extra: true } }), 400);
    expect((await get(child.cookie, "mark")).status).toBe(404);
  });

  it(`refuses (413) a layer that takes more than ${MAX_DRAWING_LAYER_BYTES / 1024} KB once re-encoded, and keeps nothing`, async () => {
    // Noise sent as a small lossy WebP: short enough to pass, but every pixel differs, so its lossless copy is large.
    const noise = Buffer.alloc(SIDE * SIDE * 4);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const lossy = await sharp(noise, { raw: { width: SIDE, height: SIDE, channels: 4 } })
      .webp({ quality: 1 })
      .toBuffer();
    const url = `data:image/webp;base64,${lossy.toString("base64")}`;
    expect(url.length).toBeLessThanOrEqual(MAX_DRAWING_LAYER_CHARS);
    await refused(coloring("cleany", { drawing: drawing({ strokes: url }) }), 413);
    expect((await get(child.cookie, "cleany")).status).toBe(404);
  });
});
