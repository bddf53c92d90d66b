import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferredModulePreloads, preloadScript } from "./deferred-module-preloads";

const HTML =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>' +
  '<body><p>모두 안녕 🚒 a<b</p><script type="module">import "/assets/a.js";</script></body></html>';
const EXPECTED =
  '<head><link rel="stylesheet" href="/a.css"/></head>' +
  `<body><p>모두 안녕 🚒 a<b</p><script type="module">import "/assets/a.js";</script>${preloadScript(["/assets/a.js", "/assets/b.js"], "n")}</body></html>`;

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferredModulePreloads("n")));
}

describe("deferredModulePreloads", () => {
  it("replaces the head's module preloads with one script at the end of the body and leaves the rest alone", async () => {
    expect(await through([Buffer.from(HTML)])).toBe(EXPECTED);
  });

  it("finds tags and characters split across chunks at any byte", async () => {
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
    expect(await through([...bytes].map((b) => Buffer.from([b])))).toBe(EXPECTED);
  });

  it("passes a page without preloads through unchanged", async () => {
    const page = "<html><body><p>1 < 2</p></body></html>";
    expect(await through([Buffer.from(page)])).toBe(page);
  });

  it("writes a script that carries the nonce, adds low-priority preloads and cannot be closed early", () => {
    const script = preloadScript(["/assets/x.js", "</script><script>alert(1)//"], "abc");
    expect(script).toMatch(/^<script nonce="abc">/);
    expect(script).toContain('l.rel="modulepreload";l.fetchPriority="low"');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
