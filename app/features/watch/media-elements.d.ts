// Media Chrome's custom elements as the player writes them in JSX (rendered by the server as plain tags, upgraded in
// the browser when player-enhance.ts defines them). Attributes are Media Chrome's, lower-case as in HTML.
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type MediaElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  seekoffset?: number;
  showduration?: boolean | "";
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "media-controller": MediaElement;
      "media-control-bar": MediaElement;
      "media-play-button": MediaElement;
      "media-seek-backward-button": MediaElement;
      "media-seek-forward-button": MediaElement;
      "media-time-range": MediaElement;
      "media-time-display": MediaElement;
      "media-mute-button": MediaElement;
      "media-volume-range": MediaElement;
      "media-captions-button": MediaElement;
      "media-fullscreen-button": MediaElement;
    }
  }
}
