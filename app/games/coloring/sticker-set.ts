/** A sticker on the page: which emoticon, its centre in page pixels and the side of its square. */
export interface StickerItem {
  readonly id: number;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export const MIN_STICKER_SIZE = 48;
export const MAX_STICKER_SIZE = 640;

export function isStickerList(value: unknown): value is StickerItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (s: Partial<StickerItem> | null) =>
        !!s &&
        Number.isInteger(s.id) &&
        typeof s.name === "string" &&
        [s.x, s.y, s.size].every((n) => typeof n === "number" && Number.isFinite(n)),
    )
  );
}

/**
 * The stickers, kept as objects above the line art (never baked into the paint), so they stay selectable, movable
 * and resizable. Later stickers sit on top. The list is replaced, never changed in place: a saved list (an undo
 * step) stays valid. `version` changes with every change of the list or the selection, for the shell to redraw.
 */
export class StickerSet {
  readonly #width: number;
  readonly #height: number;
  #items: readonly StickerItem[] = [];
  #selected: number | null = null;
  #nextId = 1;
  #version = 0;

  constructor(width: number, height: number) {
    this.#width = width;
    this.#height = height;
  }

  get items(): readonly StickerItem[] {
    return this.#items;
  }

  get version(): number {
    return this.#version;
  }

  get selected(): StickerItem | null {
    return this.#items.find((s) => s.id === this.#selected) ?? null;
  }

  select(id: number | null): void {
    const next = id !== null && this.#items.some((s) => s.id === id) ? id : null;
    if (next === this.#selected) return;
    this.#selected = next;
    this.#version++;
  }

  /** The topmost sticker under a page point, or null. */
  at(x: number, y: number): StickerItem | null {
    for (let i = this.#items.length - 1; i >= 0; i--) {
      const s = this.#items[i];
      if (Math.abs(x - s.x) <= s.size / 2 && Math.abs(y - s.y) <= s.size / 2) return s;
    }
    return null;
  }

  add(name: string, x: number, y: number, size: number): StickerItem {
    const item = this.#fit({ id: this.#nextId++, name, x, y, size });
    this.replace([...this.#items, item]);
    this.select(item.id);
    return item;
  }

  /** Moves or resizes one sticker, kept on the page and within the size limits. Returns false when nothing changed. */
  update(id: number, change: Partial<Pick<StickerItem, "x" | "y" | "size">>): boolean {
    const index = this.#items.findIndex((s) => s.id === id);
    if (index < 0) return false;
    const old = this.#items[index];
    const next = this.#fit({ ...old, ...change });
    if (next.x === old.x && next.y === old.y && next.size === old.size) return false;
    this.replace(this.#items.map((s, i) => (i === index ? next : s)));
    return true;
  }

  remove(id: number): boolean {
    if (!this.#items.some((s) => s.id === id)) return false;
    this.replace(this.#items.filter((s) => s.id !== id));
    return true;
  }

  /** Puts a whole list in place (undo, redo, a reload); the selection is kept only if its sticker is still there. */
  replace(items: readonly StickerItem[]): void {
    this.#items = items;
    for (const s of items) this.#nextId = Math.max(this.#nextId, s.id + 1);
    if (!items.some((s) => s.id === this.#selected)) this.#selected = null;
    this.#version++;
  }

  #fit(item: StickerItem): StickerItem {
    const size = Math.round(Math.min(MAX_STICKER_SIZE, Math.max(MIN_STICKER_SIZE, item.size)));
    // The centre stays on the page, so a sticker can always be grabbed again.
    const x = Math.round(Math.min(this.#width, Math.max(0, item.x)));
    const y = Math.round(Math.min(this.#height, Math.max(0, item.y)));
    return { ...item, x, y, size };
  }
}
