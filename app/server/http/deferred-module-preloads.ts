import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { EARLY_PATH_LIMIT, EARLY_POINT_ATTRIBUTE, EARLY_POINTS_GLOBAL, EARLY_TAPS_GLOBAL } from "~/shared/early-taps";

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = / href="([^"]+)"/;
/** Module scripts; the first inline one is React Router's (the route modules, the manifest and the entry's import). */
const MODULE_SCRIPT = /<script\b([^>]*?) type="module"([^>]*)>/g;
const BODY_END = "</body>";
/** A script type the browser does not run: the router's module script waits under it until the loader starts it. */
export const WAITING_MODULE_TYPE = "text/x-module-after-paint";
const WAITING_MODULE_ID = "module-after-paint";
/** The longest the page's JavaScript waits for the largest picture (a slow network should not keep a page inert). */
export const MODULE_WAIT_CAP_MS = 2000;
/** After the large pictures have loaded, how long to wait for a largest paint that is one of them (else it was text). */
const TEXT_PAINT_GRACE_MS = 300;

/**
 * The script that starts the page's JavaScript once its content is on screen: once the pictures marked
 * fetchpriority="high" (the largest paint) have loaded and been shown (the browser's largest-contentful-paint report;
 * two frames later where there is none), at the first tap or key press, or after MODULE_WAIT_CAP_MS, whichever comes
 * first. It preloads the modules all at once (no import waterfall) and runs
 * the router's module script with the same text (allowed by the page's nonce, or by its hash on a cached page).
 * Taps on script-only controls in the meantime are recorded, and replayed once React has hydrated.
 */
export function loaderScript(hrefs: string[], nonce: string, waitingModule: boolean): string {
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  const run = waitingModule
    ? `var w=document.getElementById("${WAITING_MODULE_ID}");if(w){var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=w.textContent;document.body.appendChild(s)}`
    : "";
  return (
    `<script nonce="${nonce}">(function(){var n=document.currentScript.nonce,go=false,shown=false,left=0,` +
    `big=[].slice.call(document.querySelectorAll("img[fetchpriority=high]")),` +
    `lcp=window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0;` +
    `function start(){if(go)return;go=true;${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});${run}}` +
    `function soon(){setTimeout(start,0)}` +
    // Every large picture has loaded: where the browser reports its largest paint, start when it has shown one of
    // them (or shortly after, when the largest paint was text, shown already); elsewhere two frames later.
    `function loaded(){if(!lcp)return requestAnimationFrame(function(){requestAnimationFrame(soon)});if(shown)soon();else if(big.length)setTimeout(start,${TEXT_PAINT_GRACE_MS})}` +
    `if(lcp)new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(!big.length||big.indexOf(e.element)>=0)shown=true});if(shown&&!left)soon()}).observe({type:"largest-contentful-paint",buffered:true});` +
    `big.forEach(function(i){if(i.complete)return;left++;function one(){if(--left===0)loaded()}i.addEventListener("load",one);i.addEventListener("error",one)});` +
    `if(!left)loaded();` +
    `setTimeout(start,${MODULE_WAIT_CAP_MS});["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,start,{once:true,capture:true,passive:true})});` +
    // A press on a marked surface (the coloring sheet) is kept with where it landed on it, and the way the finger
    // moved while down (a brush line), for as long as the surface carries its mark (until its own input handling is
    // there, which can be after hydration), for the surface to replay. From the press, not the click: a tap whose
    // finger lifts after the surface started listening would otherwise be lost between the two.
    `var points=window.${EARLY_POINTS_GLOBAL}=[],down=null;function at(p,e){var r=p.getBoundingClientRect();return r.width&&r.height?{x:(e.clientX-r.left)/r.width,y:(e.clientY-r.top)/r.height}:null}` +
    `addEventListener("pointerdown",function(e){down=null;if(!e.isTrusted||!e.isPrimary||e.button!==0||!e.target.closest)return;` +
    `var p=e.target.closest("[${EARLY_POINT_ATTRIBUTE}]"),a=p&&at(p,e);if(a){down={target:p,x:a.x,y:a.y,path:[],id:e.pointerId};points.push(down)}},true);` +
    `addEventListener("pointermove",function(e){if(!down||e.pointerId!==down.id||!down.target.hasAttribute("${EARLY_POINT_ATTRIBUTE}")||down.path.length>=${EARLY_PATH_LIMIT})return;var a=at(down.target,e);if(a)down.path.push(a)},{capture:true,passive:true});` +
    `["pointerup","pointercancel"].forEach(function(t){addEventListener(t,function(e){if(down&&e.pointerId===down.id)down=null},true)});` +
    // A tap on a control that needs script, before React listens, is kept for entry.client to replay (not links,
    // not a form's submit button: those work without script; not a control with its own early handler).
    `var taps=window.${EARLY_TAPS_GLOBAL}=[];addEventListener("click",function(e){if(window.${EARLY_TAPS_GLOBAL}!==taps||!e.isTrusted)return;` +
    `var b=e.target.closest&&e.target.closest("button,[role=button]");if(!b||b.closest("a[href],[data-early-tap]")||(b.type==="submit"&&b.form))return;` +
    `if(taps.indexOf(b)<0)taps.push(b)},true)})()</script>`
  );
}

/**
 * Content first, JavaScript second. On a phone on a slow network the page's 120–190 KB of JavaScript competes with
 * the document, its stylesheets and the hero picture, and running it before the first paint holds that paint back.
 * This stream rewrite takes React Router's `<link rel="modulepreload">` tags out of the head (React hoists them there)
 * and parks its inline module script under a type the browser does not run; a small script at the end of the body
 * (loaderScript) starts both once the largest picture is painted. Until then the server-rendered page is complete:
 * links are links, the menu and Sign in have plain fallbacks, and a tap on any other control that needs script is
 * replayed once the page has hydrated (features/frame/early-taps.ts). React adopts the added links when it hydrates
 * (it matches them by href). Everything else passes byte for byte.
 */
export function deferredModulePreloads(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let waitingModule = false;
  const hrefs: string[] = [];
  let released = false;
  const release = () => {
    if (released || (!hrefs.length && !waitingModule)) return "";
    released = true;
    return loaderScript(hrefs, nonce, waitingModule);
  };
  const rewrite = (text: string, final: boolean): string => {
    // Hold back a tail that could be the start of a tag split across two chunks.
    let cut = text.length;
    if (!final) {
      const open = text.lastIndexOf("<");
      if (open !== -1 && !text.slice(open).includes(">")) cut = open;
    }
    pending = text.slice(cut);
    let out = text.slice(0, cut).replace(PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) hrefs.push(href);
      return "";
    });
    out = out.replace(MODULE_SCRIPT, (tag, before: string, after: string) => {
      // Only the first inline one: the router's (a module with a src is a file of its own).
      if (waitingModule || /\ssrc=/.test(tag)) return tag;
      waitingModule = true;
      return `<script${before} type="${WAITING_MODULE_TYPE}" id="${WAITING_MODULE_ID}"${after}>`;
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
