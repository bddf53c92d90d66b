import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { WAITING_MODULE_TYPE, deferredModulePreloads, loaderScript } from "./deferred-module-preloads";

const HTML =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>' +
  '<body><p>모두 안녕 🚒 a<b</p><script nonce="n" type="module" async="">import "/assets/a.js";</script><script nonce="n">x()</script></body></html>';
const EXPECTED =
  '<head><link rel="stylesheet" href="/a.css"/></head>' +
  `<body><p>모두 안녕 🚒 a<b</p><script nonce="n" type="${WAITING_MODULE_TYPE}" id="module-after-paint" async="">import "/assets/a.js";</script><script nonce="n">x()</script>` +
  `${loaderScript(["/assets/a.js", "/assets/b.js"], "n", true)}</body></html>`;

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferredModulePreloads("n")));
}

describe("deferredModulePreloads", () => {
  it("takes the module preloads out of the head, parks the router's module script and starts both from one script at the end of the body", async () => {
    expect(await through([Buffer.from(HTML)])).toBe(EXPECTED);
  });

  it("finds tags and characters split across chunks at any byte", async () => {
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
    expect(await through([...bytes].map((b) => Buffer.from([b])))).toBe(EXPECTED);
  });

  it("passes a page without preloads or module scripts through unchanged", async () => {
    const page = "<html><body><p>1 < 2</p></body></html>";
    expect(await through([Buffer.from(page)])).toBe(page);
  });

  it("leaves a module script with a src, and every module script after the router's, as they are", async () => {
    const page = '<body><script type="module" src="/x.js"></script><script type="module">a()</script><script type="module">b()</script></body>';
    const out = await through([Buffer.from(page)]);
    expect(out).toContain('<script type="module" src="/x.js"></script>');
    expect(out).toContain(`<script type="${WAITING_MODULE_TYPE}" id="module-after-paint">a()</script><script type="module">b()</script>`);
  });

  it("writes a loader that carries the nonce, waits for the largest pictures, a tap or a time limit, and cannot be closed early", () => {
    const script = loaderScript(["/assets/x.js", "</script><script>alert(1)//"], "abc", true);
    expect(script).toMatch(/^<script nonce="abc">/);
    expect(script).toContain('l.rel="modulepreload"');
    expect(script).toContain('img[fetchpriority=high]');
    expect(script).toContain('"pointerdown","keydown","touchstart"');
    expect(script).toMatch(/setTimeout\(start,\d+\)/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    // Taps on script-only controls before then are kept for the page to replay (entry.client).
    expect(script).toContain("window.__earlyTaps=[]");
    // And taps on the coloring sheet, with where they landed, for the sheet to replay.
    expect(script).toContain("window.__earlyPoints=[]");
    expect(script).toContain('closest("[data-early-point]")');
    // With the way the finger moved while down (a brush line), up to a limit.
    expect(script).toContain('addEventListener("pointermove"');
    expect(script).toContain("path.length>=600");
  });
});
