import { blendOver } from "./blend.ts";
import { cloneLayer, type Layer } from "./layer.ts";
import { composite, type CompositeOptions } from "./render.ts";
import { stampSticker } from "./sticker.ts";
import type { StickerItem } from "./sticker-set.ts";

export interface PictureOptions extends CompositeOptions {
  /** Bitmaps of the stickers by name; a sticker without one is left out. */
  stickerImages?: ReadonlyMap<string, Layer>;
}

/** Strokes drawn over fills: the paint as the child sees it under the lines. */
export function mergePaint(fills: Layer, strokes: Layer): Layer {
  const out = cloneLayer(fills);
  const s = strokes.data;
  for (let o = 0; o < s.length; o += 4) {
    const a = s[o + 3];
    if (a > 0) blendOver(out.data, o, out.data, o, s[o], s[o + 1], s[o + 2], a);
  }
  return out;
}

/** The finished picture: paper, fills, strokes, the line art, then the stickers on top. */
export function renderPicture(
  fills: Layer,
  strokes: Layer,
  lines: Layer,
  stickers: readonly StickerItem[],
  options: PictureOptions = {},
): Layer {
  const out = composite(mergePaint(fills, strokes), lines, options);
  for (const s of stickers) {
    const image = options.stickerImages?.get(s.name);
    if (image) stampSticker(out, image, { x: s.x, y: s.y, size: s.size });
  }
  return out;
}
