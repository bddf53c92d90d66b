import { PALETTE, REGION_FILE_LAYOUT } from "~/games/coloring";
import { EARLY_POINT_ATTRIBUTE } from "~/shared/early-taps";

/** The sheet's attribute naming its region file, for the early fill below. */
const EARLY_FILL_ATTRIBUTE = "data-early-fill";
/** Set on the sheet once the early fill can paint: the loading veil steps aside (coloring-app.module.css). */
const EARLY_READY_ATTRIBUTE = "data-early-ready";
/** Set on the fill canvas once the early fill has painted on it: the session then draws that canvas in full. */
export const EARLY_PAINTED_ATTRIBUTE = "data-early-painted";
/** Compressed bytes inflated per task (about 400 KB out, some 15 ms on a phone 4× slower than this machine). */
const FEED_BYTES = 4096;

/**
 * A phone shows the coloring sheet (the server's line art) seconds before the page's JavaScript has run and the
 * session is ready. This few-line script, inline after the stage, makes a tap on it fill soon instead: at the first
 * press on the sheet it reads the page's precomputed region file (preloaded in the head) with the browser's own gzip
 * stream, then paints the region under each press on the fill canvas in the colour the palette shows chosen (only
 * while Fill is the tool shown). The fill shows through the line art, which multiplies over it until the session
 * draws the real layers, and the loading veil steps aside. Nothing is read before a press: inflating the file at
 * load cost a throttled phone's first load about 100 ms of blocking time (Lighthouse), for visitors who never tap.
 * It stops at once when the session listens to the sheet (which takes the EARLY_POINT_ATTRIBUTE mark away): the
 * session replays the same presses through the engine (ui/early-points.ts), so the picture and its undo steps
 * are the engine's, and this only made the first tap answer sooner. Anything missing (no DecompressionStream, a
 * failed download, an unexpected file) leaves it doing nothing, as before.
 */
function earlyFillScript(): string {
  const { magic, headerBytes } = REGION_FILE_LAYOUT;
  const fallback = parseInt(PALETTE[0].hex.slice(1), 16);
  return (
    `(function(){var s=document.querySelector("[${EARLY_FILL_ATTRIBUTE}]"),c=s&&s.querySelector('canvas[data-layer="fills"]');` +
    `if(!c||!window.fetch||!window.DecompressionStream||!window.MutationObserver)return;` +
    `var x=c.getContext("2d"),planes=null,words=null,image=null,w=0,n=0,wait=[],loading=false,m=performance.mark?function(k){performance.mark("coloring:early-fill:"+k)}:function(){};if(!x)return;m("start");` +
    `function on(){return s.hasAttribute("${EARLY_POINT_ATTRIBUTE}")}` +
    // Listening has passed to the session: let the file and the pixels go.
    `var o=new MutationObserver(function(){if(!on()){planes=words=image=null;wait=[];o.disconnect()}});o.observe(s,{attributes:true});` +
    // The colour the palette shows chosen; none while another tool than Fill is shown chosen.
    `function rgb(){var f=document.querySelector('input[type="radio"][value="fill"]');if(f&&!f.checked)return -1;` +
    `var r=document.querySelector('input[type="radio"][value^="#"]:checked');return r&&/^#[0-9a-f]{6}$/i.test(r.value)?parseInt(r.value.slice(1),16):${fallback}}` +
    // Every pixel of the region under the press (its inside and its share of the outline), opaque.
    `function paint(p){if(!on()||!planes)return;var v=rgb(),h=n/w;if(v<0)return;` +
    `var l=planes[Math.min(h-1,Math.floor(p.y*h))*w+Math.min(w-1,Math.floor(p.x*w))];if(!l)return;` +
    `var word=(0xff000000|(v&255)<<16|v&0xff00|v>>16&255)>>>0;for(var i=0;i<n;i++)if(planes[i]===l||planes[n+i]===l)words[i]=word;` +
    `x.putImageData(image,0,0);c.setAttribute("${EARLY_PAINTED_ATTRIBUTE}","")}` +
    `s.addEventListener("pointerdown",function(e){if(!e.isPrimary||e.button!==0||!on())return;var r=s.getBoundingClientRect();if(!r.width||!r.height)return;` +
    `var p={x:(e.clientX-r.left)/r.width,y:(e.clientY-r.top)/r.height};if(planes)paint(p);else{wait.push(p);load()}});` +
    // Inflated with the browser's own gzip stream, fed a few kilobytes a task: 50 KB become 5 MB, and at once that
    // would be one long task while the page is still loading. (Sending the file gzip-encoded instead, for the network
    // stack to inflate, was slower on a throttled phone: 5 MB then cross into the page, and its first paint came later.)
    `function load(){if(loading)return;loading=true;fetch(s.getAttribute("${EARLY_FILL_ATTRIBUTE}")).then(function(r){if(!r.ok)throw 0;return r.arrayBuffer()}).then(function(z){` +
    `var d=new DecompressionStream("gzip"),v=d.writable.getWriter(),i=0,out=new Response(d.readable).arrayBuffer();` +
    `(function feed(){if(i>=z.byteLength){v.close().catch(function(){});return}v.write(new Uint8Array(z,i,Math.min(${FEED_BYTES},z.byteLength-i))).catch(function(){});i+=${FEED_BYTES};setTimeout(feed,0)})();return out})` +
    `.then(function(b){m("read");var d=new DataView(b);if(!on()||b.byteLength<${headerBytes}||d.getUint32(0)!==${magic})return;w=d.getUint32(4,true);n=w*d.getUint32(8,true);` +
    `if(!n||w!==c.width||n/w!==c.height||b.byteLength!==${headerBytes}+5*n||(${headerBytes}+n)%2)return;` +
    `planes=new Uint16Array(b,${headerBytes}+n,2*n);image=x.createImageData(w,n/w);words=new Uint32Array(image.data.buffer);s.setAttribute("${EARLY_READY_ATTRIBUTE}","");m("ready");wait.splice(0).forEach(paint)})` +
    `.catch(function(){})}})()`
  );
}

/** The script's text: the same for every page and render, so built once. */
export const EARLY_FILL_SCRIPT = earlyFillScript();
