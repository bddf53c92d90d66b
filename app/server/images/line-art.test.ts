import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { unpackRegions } from "~/games/coloring/index.ts";
import { checkSvgSafety, coloringRegions, lineArtSheet, LineArtRejected, rasteriseSvg } from "./line-art";

const ART = join(import.meta.dirname, "../../../public/art/coloring");
const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${body}</svg>`);
const closedCircles = svg(
  `<rect width="100" height="100" fill="#fff"/><g fill="none" stroke="#000" stroke-width="2">` +
    `<circle cx="30" cy="30" r="15"/><circle cx="70" cy="30" r="15"/><circle cx="50" cy="70" r="20"/></g>`,
);
/** The same circles drawn as open arcs: every outline has a gap, so the paper is one shape. */
const leakyCircles = svg(
  `<g fill="none" stroke="#000" stroke-width="2"><path d="M45 30 A15 15 0 1 0 30 45"/>` +
    `<path d="M85 30 A15 15 0 1 0 70 45"/><path d="M70 70 A20 20 0 1 0 50 90"/></g>`,
);

describe("staff line art", () => {
  it("accepts every built-in coloring page with the engine's regions", { timeout: 30_000 }, async () => {
    for (const page of ["rescue_team", "poli", "cap"]) {
      const sheet = await lineArtSheet(await rasteriseSvg(readFileSync(join(ART, `${page}.svg`)), 1024));
      const { shapes, file } = await coloringRegions(sheet);
      expect(shapes.closedShapes, page).toBeGreaterThan(10);
      expect(shapes.largestClosedShare, page).toBeLessThan(0.8);
      const { regions, lines } = unpackRegions(new Uint8Array(gunzipSync(file)));
      expect(lines.width).toBe(1024);
      expect(regions.regionCount).toBeGreaterThan(shapes.closedShapes);
    }
  });

  it(
    "accepts closed outlines and refuses the same outlines with gaps, showing where paint would flood",
    { timeout: 20_000 },
    async () => {
      const ok = await coloringRegions(await lineArtSheet(await rasteriseSvg(closedCircles, 1024)));
      expect(ok.shapes.closedShapes).toBe(3);
      const refused = await coloringRegions(await lineArtSheet(await rasteriseSvg(leakyCircles, 1024))).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(LineArtRejected);
      expect((refused as LineArtRejected).message).toMatch(/gaps/);
      expect((refused as LineArtRejected).regionsPreview).toMatch(/^data:image\/png;base64,/);
    },
  );

  it("refuses a frame whose drawing leaks: the inside of the frame would flood", { timeout: 20_000 }, async () => {
    const framed = svg(
      `<g fill="none" stroke="#000" stroke-width="2"><rect x="2" y="2" width="96" height="96"/>` +
        `<path d="M45 30 A15 15 0 1 0 30 45"/><circle cx="70" cy="30" r="5"/><circle cx="50" cy="70" r="5"/>` +
        `<circle cx="20" cy="80" r="5"/></g>`,
    );
    const refused = await coloringRegions(await lineArtSheet(await rasteriseSvg(framed, 1024))).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(LineArtRejected);
    expect((refused as LineArtRejected).message).toMatch(/would fill \d+ % of the page/);
  });

  it("refuses SVG that reaches outside itself or runs code", () => {
    for (const body of [
      `<image href="file:///etc/passwd" width="10" height="10"/>`,
      `<use href="http://evil.example/x.svg#a"/>`,
      `<use xlink:href='https://evil.example/a'/>`,
      `<script>alert(1)</script>`,
      `<foreignObject><div/></foreignObject>`,
      `<rect style="fill:url( 'https://evil.example/p')"/>`,
      `<style>@import "https://evil.example/s.css";</style>`,
    ])
      expect(() => checkSvgSafety(svg(body).toString()), body).toThrow();
    expect(() => checkSvgSafety(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg("")}`)).toThrow();
    expect(() =>
      checkSvgSafety(svg(`<defs><g id="a"/></defs><use href="#a" fill="url(#g)"/>`).toString()),
    ).not.toThrow();
  });
});
