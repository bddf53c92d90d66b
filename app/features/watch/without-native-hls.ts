/**
 * Which file the episode plays from (issue 32, measured in bench/first-frame.ts; README "Video"). The server's <video>
 * lists the 360p MP4 for screens at most 640 CSS px wide (<source media>), then the HLS master, then the MP4 again:
 * - on a phone every browser plays the MP4: the 360p rung is what a phone's player shows, and HLS (native in Safari
 *   and now Chromium) first fetches two playlists and, in Chromium, switched to 720p before its first frame (8 s
 *   after the tap against the MP4's 1.2 s on slow 4G);
 * - on a wider screen a browser with HLS of its own plays the stream, adaptive;
 * - a wider screen's browser without HLS (Firefox, older Chrome) plays the last source, the MP4, from the first tap.
 * Then, when this script arrives in a browser without native HLS:
 * - the MP4 is playing or has played: it stays, never restarted;
 * - nothing played yet and the player is at most 640 CSS px wide (phones): the MP4 stays. Its 640×360 picture is
 *   what that screen shows, and hls.js would cost its script, two playlists and a segment more before the first frame;
 * - nothing played yet on a wider player: hls.js is fetched when the page is idle, not at the tap, and takes over the
 *   same element for adaptive quality (720p where the bandwidth carries it), from the same position;
 * - no fallback (a staff upload transcoded before the MP4 existed): hls.js is fetched at the first tap, as before.
 */
export const HLS_TYPE = "application/vnd.apple.mpegurl";

/** Players up to this many CSS pixels wide keep the 360p fallback: its own width. */
export const FALLBACK_PLAYER_WIDTH = 640;

/** The <source media> of the MP4 that phones start on. */
export const FALLBACK_MEDIA = `(max-width: ${FALLBACK_PLAYER_WIDTH}px)`;

/** Whether the page's <video> already started: the child may tap play before any script has run. */
export function started(el: HTMLVideoElement): boolean {
  return played(el) || el.currentTime > 0;
}

/** Whether it plays or has played (a position resumed from the last visit is not playing: hls.js starts there). */
function played(el: HTMLVideoElement): boolean {
  return !el.paused || el.played.length > 0;
}

/**
 * hls.js on the element once its code is here and `wanted()` still holds, from the element's position; resolves to
 * its cleanup (nothing when it did not attach, or the browser lacks MSE).
 */
async function attachHlsJs(el: HTMLVideoElement, url: string, wanted: () => boolean): Promise<() => void> {
  const { default: Hls } = await import("hls.js/light");
  if (!wanted() || !Hls.isSupported()) return () => {};
  const startPosition = el.currentTime;
  const hls = new Hls({ capLevelToPlayerSize: true, startLevel: -1, startPosition: startPosition || -1 });
  hls.loadSource(url);
  hls.attachMedia(el);
  return () => hls.destroy();
}

/** No fallback: hls.js is fetched at the first tap (or at once when the child tapped before this ran) and plays. */
function hlsJsAtFirstTap(el: HTMLVideoElement, url: string): () => void {
  let destroyed = false;
  let destroy = () => {};
  const attach = () => {
    el.removeEventListener("play", attach);
    void attachHlsJs(el, url, () => !destroyed).then((cleanup) => {
      destroy = cleanup;
      if (!destroyed) void el.play().catch(() => {});
    });
  };
  if (!el.paused) attach();
  else el.addEventListener("play", attach);
  return () => {
    destroyed = true;
    el.removeEventListener("play", attach);
    destroy();
  };
}

/** A wide player that has not played: hls.js when the page is idle, unless the child taps play first. */
function hlsJsAtIdle(el: HTMLVideoElement, url: string): () => void {
  let destroyed = false;
  let destroy = () => {};
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => {
    // The MP4 started while hls.js's code arrived: it keeps playing.
    void attachHlsJs(el, url, () => !destroyed && !played(el)).then((cleanup) => (destroy = cleanup));
  });
  return () => {
    destroyed = true;
    cancelIdle(handle);
    destroy();
  };
}

/** Chooses between the page's MP4 and hls.js as above; returns the cleanup. */
export function playWithoutNativeHls(
  el: HTMLVideoElement,
  url: string,
  options: { hasFallback: boolean; playerWidth: number },
): () => void {
  if (!options.hasFallback) return hlsJsAtFirstTap(el, url);
  if (played(el) || options.playerWidth <= FALLBACK_PLAYER_WIDTH) return () => {};
  return hlsJsAtIdle(el, url);
}
