import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = / href="([^"]+)"/;
const BODY_END = "</body>";

/** The script that asks for the modules once the parser reaches it: all at once (no import waterfall), low priority. */
export function preloadScript(hrefs: string[], nonce: string): string {
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  return `<script nonce="${nonce}">${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;document.head.appendChild(l)})</script>`;
}

/**
 * Content first, JavaScript second. React Router's `<link rel="modulepreload">` tags (React hoists them into <head>)
 * make a phone on a slow network download the page's 150 KB of JavaScript while it still waits for the document, its
 * stylesheets and the hero picture. This stream rewrite takes them out of the head and, at the end of the body, asks
 * for the same modules from a small script: they download together and at low priority once the content is parsed,
 * so the first paint comes sooner and hydration is no later (bench/first-load.ts measures both; see the README).
 * React adopts the added links when it hydrates (it matches them by href). Everything else passes byte for byte.
 */
export function deferredModulePreloads(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const hrefs: string[] = [];
  const release = () => {
    if (!hrefs.length) return "";
    const script = preloadScript(hrefs, nonce);
    hrefs.length = 0;
    return script;
  };
  const rewrite = (text: string, final: boolean): string => {
    // Hold back a tail that could be the start of a tag split across two chunks.
    let cut = text.length;
    if (!final) {
      const open = text.lastIndexOf("<");
      if (open !== -1 && !text.slice(open).includes(">")) cut = open;
    }
    pending = text.slice(cut);
    const out = text.slice(0, cut).replace(PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) hrefs.push(href);
      return "";
    });
    const end = out.indexOf(BODY_END);
    return end === -1 ? out : out.slice(0, end) + release() + out.slice(end);
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      callback(null, rewrite(pending + (typeof chunk === "string" ? chunk : decoder.write(chunk)), false));
    },
    flush(callback) {
      // A document without </body> (never from React Router) gets the script at its end.
      callback(null, rewrite(pending + decoder.end(), true) + release());
    },
  });
}
