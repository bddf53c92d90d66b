import type { Layer } from "~/games/coloring";
import { emoticonUrl } from "~/shared/emoticons";
import { isRewardSticker, stickerUrl } from "~/shared/shelf";
import { rasterise } from "./line-art";

/** The picture of a sticker in the coloring app: an earned reward sticker, or one of the 24 vehicle faces. */
export function stickerImageUrl(name: string): string {
  return isRewardSticker(name) ? stickerUrl(name) : emoticonUrl(name);
}

const cache = new Map<string, Promise<Layer>>();

/** The sticker (an emoticon or an earned reward sticker) as an RGBA bitmap for the engine's stickers (256², scaled down when stamped). */
export function stickerBitmap(name: string): Promise<Layer> {
  let found = cache.get(name);
  if (!found) {
    found = rasterise(stickerImageUrl(name), 256);
    found.catch(() => cache.delete(name));
    cache.set(name, found);
  }
  return found;
}
