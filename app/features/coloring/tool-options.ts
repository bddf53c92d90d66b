import type { ToolKind } from "~/games/coloring";

export const TOOLS: { id: ToolKind; labelKey: string }[] = [
  { id: "fill", labelKey: "Coloring Tool Fill" },
  { id: "brush", labelKey: "Coloring Tool Brush" },
  { id: "eraser", labelKey: "Coloring Tool Eraser" },
  { id: "sticker", labelKey: "Coloring Tool Sticker" },
];

/** One size choice drives the brush, the eraser and the stickers (page pixels on a 1024² page). */
export const SIZES = [
  { id: "s", labelKey: "Coloring Size Small", brush: 10, eraser: 24, sticker: 110, dot: 8 },
  { id: "m", labelKey: "Coloring Size Medium", brush: 24, eraser: 48, sticker: 170, dot: 14 },
  { id: "l", labelKey: "Coloring Size Large", brush: 44, eraser: 84, sticker: 240, dot: 20 },
  { id: "xl", labelKey: "Coloring Size Huge", brush: 72, eraser: 128, sticker: 320, dot: 26 },
] as const;
export type SizeId = (typeof SIZES)[number]["id"];
export const DEFAULT_SIZE: SizeId = "m";

export function sizeById(id: string) {
  return SIZES.find((s) => s.id === id) ?? SIZES[1];
}

/** Translation key of a coloring page's name. */
export function pageNameKey(pageKey: string): string {
  return `Coloring Page ${pageKey}`;
}
