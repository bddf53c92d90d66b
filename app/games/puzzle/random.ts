// Seeded randomness: every random choice in the engine goes through one of these so a saved
// seed reproduces the same cut and the same shuffle after a reload.

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for shapes and shuffles (not for security). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Derives an independent stream from one seed, so the cut and the shuffle don't share draws
 * (changing how many numbers the cut uses must not change the shuffle). */
export function deriveRng(seed: number, stream: string): Rng {
  let h = seed >>> 0;
  for (let i = 0; i < stream.length; i++) h = Math.imul(h ^ stream.charCodeAt(i), 0x01000193) >>> 0;
  return mulberry32(h);
}

/** A fresh 32-bit seed for a new puzzle; the only non-deterministic call, kept at the edge. */
export function newSeed(source: Rng = Math.random): number {
  return Math.floor(source() * 4294967296) >>> 0;
}

export function uniform(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
