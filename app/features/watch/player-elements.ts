// Media Chrome's elements the player shows, in one module so they arrive as one chunk (defined on import).
import "media-chrome/dist/media-controller.js";
import "media-chrome/dist/media-control-bar.js";
import "media-chrome/dist/media-play-button.js";
import "media-chrome/dist/media-seek-backward-button.js";
import "media-chrome/dist/media-seek-forward-button.js";
import "media-chrome/dist/media-time-range.js";
import "media-chrome/dist/media-time-display.js";
import "media-chrome/dist/media-mute-button.js";
import "media-chrome/dist/media-volume-range.js";
import "media-chrome/dist/media-captions-button.js";
import "media-chrome/dist/media-fullscreen-button.js";
