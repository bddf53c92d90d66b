// Media Chrome's buttons the player shows (defined on import).
import "media-chrome/dist/media-play-button.js";
import "media-chrome/dist/media-seek-backward-button.js";
import "media-chrome/dist/media-seek-forward-button.js";
import "media-chrome/dist/media-mute-button.js";
import "media-chrome/dist/media-captions-button.js";
import "media-chrome/dist/media-fullscreen-button.js";
