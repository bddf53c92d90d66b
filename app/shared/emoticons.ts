// The reaction emoticons as stored (`:p3:`) and drawn (zod-free: the gallery and the coloring app import them without the API contract).
import { EMOTICONS } from "./constants";

/** `:p3:` → `p3`; anything else (unknown names, other shapes) → null, and such a reaction is not displayed (spec §5). */
export function parseEmoticon(content: unknown): string | null {
  if (typeof content !== "string") return null;
  const match = /^:([a-z][0-9]):$/.exec(content);
  return match && EMOTICONS.includes(match[1]) ? match[1] : null;
}

/** `p3` → `:p3:`, the stored and transmitted form (spec §3 Reaction). */
export function emoticonContent(name: string): string {
  return `:${name}:`;
}

export function emoticonUrl(name: string): string {
  return `/art/emoticons/${name}.svg`;
}
