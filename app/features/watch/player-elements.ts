// Media Chrome's frame of the player (defined on import): the controller around the <video> and its control bar.
import "media-chrome/dist/media-controller.js";
import "media-chrome/dist/media-control-bar.js";
