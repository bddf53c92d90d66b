/** Label of a line pixel no region has claimed yet. */
export const LINE = -1;

/**
 * Hands every line pixel to the region it is nearest to, by a multi-source
 * breadth-first search from all regions at once (4-neighbour steps): the inner
 * half of an outline goes to the inside, the outer half to the outside, so a
 * fill paints under its own side of the anti-aliased edge and never tints the
 * other side. A pixel exactly between two regions (the core of a 1 px line) is
 * shared: both fills paint it, else a thin line's semi-transparent core would
 * stay white on one side.
 *
 * `labels` holds region numbers ≥ 0 and LINE for line pixels; on return every
 * line pixel reachable from a region holds its nearest region. Returns each
 * pixel's second, equally near region, or -1.
 */
export function assignLinePixels(labels: Int32Array, width: number, height: number): Int32Array {
  const n = labels.length;
  const queue = new Int32Array(n);
  const level = new Int32Array(n);
  const shared = new Int32Array(n).fill(-1);
  let tail = 0;
  // While searching, claimed line pixels hold -(region + 3), apart from true region pixels.
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (labels[i] !== LINE) continue;
      const left = x > 0 ? labels[i - 1] : -1;
      const right = x + 1 < width ? labels[i + 1] : -1;
      const up = y > 0 ? labels[i - width] : -1;
      const down = y + 1 < height ? labels[i + width] : -1;
      const owner = Math.max(left, right, up, down);
      if (owner < 0) continue;
      labels[i] = -owner - 3;
      level[i] = 1;
      shared[i] = otherRegion(owner, left, right, up, down);
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    const code = labels[i];
    const next = level[i] + 1;
    const x = i % width;
    if (x > 0) tail = visit(labels, level, shared, queue, tail, i - 1, code, next);
    if (x + 1 < width) tail = visit(labels, level, shared, queue, tail, i + 1, code, next);
    if (i >= width) tail = visit(labels, level, shared, queue, tail, i - width, code, next);
    if (i + width < n) tail = visit(labels, level, shared, queue, tail, i + width, code, next);
  }
  for (let i = 0; i < n; i++) if (labels[i] <= -3) labels[i] = -labels[i] - 3;
  return shared;
}

/** Claims line pixel j for the region coded `code`, or marks it shared when another region reached it at the same distance. */
function visit(
  labels: Int32Array,
  level: Int32Array,
  shared: Int32Array,
  queue: Int32Array,
  tail: number,
  j: number,
  code: number,
  next: number,
): number {
  const l = labels[j];
  if (l === LINE) {
    labels[j] = code;
    level[j] = next;
    queue[tail++] = j;
  } else if (l <= -3 && l !== code && level[j] === next && shared[j] < 0) {
    shared[j] = -code - 3;
  }
  return tail;
}

/** A region among the four neighbours other than `owner`, or -1. */
function otherRegion(owner: number, a: number, b: number, c: number, d: number): number {
  if (a >= 0 && a !== owner) return a;
  if (b >= 0 && b !== owner) return b;
  if (c >= 0 && c !== owner) return c;
  return d >= 0 && d !== owner ? d : -1;
}
