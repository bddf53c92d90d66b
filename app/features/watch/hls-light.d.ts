// hls.js ships its light build (no subtitles, alternate audio or DRM: captions here are WebVTT <track>s) without
// its own type entry; it has the same API as the full build.
declare module "hls.js/light" {
  import Hls from "hls.js";
  export default Hls;
}
