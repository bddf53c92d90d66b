import type { ShelfItem } from "~/shared/shelf";

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The name of a shelf picture in the page's language: a scene's or a staff picture's title (`titles`, by key), a
 * built-in page's name; a picture no longer published: its kind ("A coloring", "A puzzle").
 */
export function shelfItemName(item: Pick<ShelfItem, "kind" | "pageKey">, titles: Record<string, string>, t: Translate) {
  const title = titles[item.pageKey];
  if (title) return title;
  if (item.kind === "puzzle") return t("Shelf A Puzzle");
  return t(`Play Page ${item.pageKey}`, { defaultValue: t("Shelf A Coloring") });
}
