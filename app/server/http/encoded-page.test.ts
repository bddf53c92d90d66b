import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedBody } from "./encoded-page";

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
