// Media Chrome's sliders and time the player shows (defined on import).
import "media-chrome/dist/media-time-range.js";
import "media-chrome/dist/media-time-display.js";
import "media-chrome/dist/media-volume-range.js";
