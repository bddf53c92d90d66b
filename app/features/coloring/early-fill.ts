import { PALETTE, REGION_FILE_LAYOUT } from "~/games/coloring";
import { EARLY_POINT_ATTRIBUTE } from "~/shared/early-taps";

/** The sheet's attribute naming its region file, for the early fill below. */
const EARLY_FILL_ATTRIBUTE = "data-early-fill";
/** Set on the sheet once the early fill can paint: the loading veil steps aside (coloring-app.module.css). */
const EARLY_READY_ATTRIBUTE = "data-early-ready";
/** Set on the fill canvas once the early fill has painted on it: the session then draws that canvas in full. */
export const EARLY_PAINTED_ATTRIBUTE = "data-early-painted";

/**
 * The script of the early fill's worker, which holds the region file off the page's main thread. It takes the file
 * (gzip) with the sheet's size, inflates it and answers 1 (ready) or 0 (unusable); then for each press ({x, y} as
 * fractions of the sheet, `word` the colour as an RGBA pixel) it paints the region under the press (its inside and its
 * share of the outline) into its own copy of the fill layer, and answers with the rectangle around that region:
 * {x, y, w, h, buffer}, the layer's pixels there. A press outside every region gets no answer.
 */
function workerScript(): string {
  const { magic, headerBytes } = REGION_FILE_LAYOUT;
  return (
    `var planes=null,words=null,w=0,n=0;onmessage=function(e){var d=e.data;` +
    `if(d.file){new Response(new Blob([d.file]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer().then(function(b){` +
    `var v=new DataView(b);if(b.byteLength<${headerBytes}||v.getUint32(0)!==${magic})throw 0;w=v.getUint32(4,true);n=w*v.getUint32(8,true);` +
    `if(!n||w!==d.width||n/w!==d.height||b.byteLength!==${headerBytes}+5*n||(${headerBytes}+n)%2)throw 0;` +
    `planes=new Uint16Array(b,${headerBytes}+n,2*n);words=new Uint32Array(n);postMessage(1)}).catch(function(){postMessage(0)});return}` +
    `if(!planes)return;var h=n/w,l=planes[Math.min(h-1,Math.floor(d.y*h))*w+Math.min(w-1,Math.floor(d.x*w))];if(!l)return;` +
    `var x0=w,y0=h,x1=-1,y1=-1;for(var i=0;i<n;i++)if(planes[i]===l||planes[n+i]===l){words[i]=d.word;var px=i%w,py=(i-px)/w;` +
    `if(px<x0)x0=px;if(px>x1)x1=px;if(py<y0)y0=py;y1=py}` +
    `var rw=x1-x0+1,rh=y1-y0+1,out=new Uint32Array(rw*rh);for(var r=0;r<rh;r++)out.set(words.subarray((y0+r)*w+x0,(y0+r)*w+x0+rw),r*rw);` +
    `postMessage({x:x0,y:y0,w:rw,h:rh,buffer:out.buffer},[out.buffer])}`
  );
}

/**
 * A phone shows the coloring sheet (the server's line art) seconds before the page's JavaScript has run and the
 * session is ready. This few-line script, inline after the stage, makes a tap on it fill at once instead: it hands
 * the page's precomputed region file (preloaded in the head) to a small worker of its own, which inflates it off the
 * main thread, and from then on the worker paints the region under each press in the colour the palette shows chosen
 * (only while Fill is the tool shown); the page only puts the region's rectangle on the fill canvas. The fill shows
 * through the line art, which multiplies over it until the session draws the real layers, and the loading veil steps
 * aside once the worker is ready. (Inflating 5 MB on the main thread, at load, cost a throttled phone's first load
 * about 100 ms of blocking time in Lighthouse; at the first press instead, a tap as the sheet appeared waited some
 * 0.8 s behind the page's modules, which that press starts.) It stops when the session listens to the sheet (which
 * takes the EARLY_POINT_ATTRIBUTE mark away) and lets the worker go: the session replays the same presses through
 * the engine (ui/early-points.ts), so the picture and its undo steps are the engine's, and this only made the first
 * taps answer sooner. Anything missing (no worker or DecompressionStream, a failed download, an unexpected file)
 * leaves it doing nothing, as before.
 */
function earlyFillScript(): string {
  const fallback = parseInt(PALETTE[0].hex.slice(1), 16);
  return (
    `(function(){var s=document.querySelector("[${EARLY_FILL_ATTRIBUTE}]"),c=s&&s.querySelector('canvas[data-layer="fills"]');` +
    `if(!c||!window.fetch||!window.Worker||!window.Blob||!window.URL||!window.DecompressionStream||!window.MutationObserver)return;` +
    `var x=c.getContext("2d"),ready=false,wait=[],k,m=performance.mark?function(t){performance.mark("coloring:early-fill:"+t)}:function(){};if(!x)return;` +
    `function on(){return s.hasAttribute("${EARLY_POINT_ATTRIBUTE}")}` +
    `try{var u=URL.createObjectURL(new Blob([${JSON.stringify(workerScript())}],{type:"text/javascript"}));k=new Worker(u)}catch(e){return}m("start");` +
    // Listening has passed to the session (or the file is unusable): let the worker, its file and its pixels go.
    `function stop(){ready=false;wait=[];o.disconnect();k.terminate();URL.revokeObjectURL(u)}` +
    `var o=new MutationObserver(function(){if(!on())stop()});o.observe(s,{attributes:true});` +
    `k.onerror=stop;k.onmessage=function(e){var d=e.data;if(!on())return;if(d===0)return stop();` +
    `if(d===1){ready=true;s.setAttribute("${EARLY_READY_ATTRIBUTE}","");m("ready");wait.splice(0).forEach(paint);return}` +
    `x.putImageData(new ImageData(new Uint8ClampedArray(d.buffer),d.w,d.h),d.x,d.y);c.setAttribute("${EARLY_PAINTED_ATTRIBUTE}","")};` +
    // The colour the palette shows chosen; none while another tool than Fill is shown chosen.
    `function rgb(){var f=document.querySelector('input[type="radio"][value="fill"]');if(f&&!f.checked)return -1;` +
    `var r=document.querySelector('input[type="radio"][value^="#"]:checked');return r&&/^#[0-9a-f]{6}$/i.test(r.value)?parseInt(r.value.slice(1),16):${fallback}}` +
    `function paint(p){var v=rgb();if(v>=0)k.postMessage({x:p.x,y:p.y,word:(0xff000000|(v&255)<<16|v&0xff00|v>>16&255)>>>0})}` +
    `s.addEventListener("pointerdown",function(e){if(!e.isPrimary||e.button!==0||!on())return;var r=s.getBoundingClientRect();if(!r.width||!r.height)return;` +
    `var p={x:(e.clientX-r.left)/r.width,y:(e.clientY-r.top)/r.height};if(ready)paint(p);else wait.push(p)});` +
    `fetch(s.getAttribute("${EARLY_FILL_ATTRIBUTE}")).then(function(r){if(!r.ok)throw 0;return r.arrayBuffer()})` +
    `.then(function(z){if(on())k.postMessage({file:z,width:c.width,height:c.height},[z])},function(){if(on())stop()})})()`
  );
}

/** The script's text: the same for every page and render, so built once. */
export const EARLY_FILL_SCRIPT = earlyFillScript();
