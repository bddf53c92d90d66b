import type { Layer } from "~/games/coloring";
import { emoticonUrl } from "~/shared/emoticons";
import { rasterise } from "./line-art";

const cache = new Map<string, Promise<Layer>>();

/** The emoticon as an RGBA bitmap for the engine's stickers (256², scaled down when stamped). */
export function stickerBitmap(name: string): Promise<Layer> {
  let found = cache.get(name);
  if (!found) {
    found = rasterise(emoticonUrl(name), 256);
    found.catch(() => cache.delete(name));
    cache.set(name, found);
  }
  return found;
}
