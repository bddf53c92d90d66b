import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedBody, preferredEncoding } from "./encoded-page";

describe("a shared page's compressed bodies", () => {
  const page = Buffer.from(`<!doctype html><html><body>${"<p>Poli and friends</p>".repeat(2000)}</body></html>`);

  it("decode to the page, far smaller", async () => {
    const br = await encodedBody(page, "br");
    const gz = await encodedBody(page, "gzip");
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
  });

  it("are made once per page and encoding, then reused", async () => {
    const first = await encodedBody(page, "br");
    expect(await encodedBody(page, "br")).toBe(first);
    const other = Buffer.from(page);
    expect(await encodedBody(other, "br")).not.toBe(first);
  });
});

describe("the encoding a shared page is sent in", () => {
  it("prefers brotli, then gzip, and honours q=0 and *", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("BR ; q=0.1")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("*;q=0")).toBeUndefined();
    expect(preferredEncoding("deflate, identity")).toBeUndefined();
    expect(preferredEncoding(null)).toBeUndefined();
    expect(preferredEncoding("gzip;q=nonsense")).toBeUndefined();
  });
});
