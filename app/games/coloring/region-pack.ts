import { createLayer, type Layer } from "./layer.ts";
import { regionsFromLabels, type RegionLabels, type RegionMap } from "./regions.ts";

/**
 * A coloring page's line layer and fill regions in one binary file, made at build time so the browser never
 * recomputes what never changes. Layout (little-endian): "CRG1", width, height, region count (u32 each), an 8-byte
 * tag naming the source (a hash of the SVG), then the line alpha (one byte a pixel: the lines are black), each
 * pixel's region + 1 and each line pixel's second region + 1 (u16 a pixel). Flat planes, so gzip packs them to a few
 * tens of kilobytes; unpacking is one linear pass.
 */
const MAGIC = [0x43, 0x52, 0x47, 0x31];
const HEADER = 24;
/** Where a region file's planes start, for readers that cannot import this module (the coloring page's early fill). */
export const REGION_FILE_LAYOUT = { magic: 0x43524731, headerBytes: HEADER } as const;
export const REGION_TAG_BYTES = 8;

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function packRegions(lines: Layer, source: RegionLabels, tag: Uint8Array): Uint8Array {
  const { width, height, regionCount } = source;
  if (lines.width !== width || lines.height !== height) throw new RangeError("line layer and regions differ in size");
  if (regionCount >= 0xffff) throw new RangeError(`too many regions to pack (${regionCount})`);
  if (!littleEndian) throw new Error("packing needs a little-endian platform");
  const n = width * height;
  const out = new Uint8Array(HEADER + n + 4 * n);
  out.set(MAGIC, 0);
  const view = new DataView(out.buffer);
  view.setUint32(4, width, true);
  view.setUint32(8, height, true);
  view.setUint32(12, regionCount, true);
  out.set(tag.subarray(0, REGION_TAG_BYTES), 16);
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    const d = lines.data;
    if (d[o + 3] > 0 && (d[o] | d[o + 1] | d[o + 2]) !== 0) throw new RangeError("packed line art must be black");
    out[HEADER + i] = d[o + 3];
  }
  const planes = new Uint16Array(2 * n);
  for (let i = 0; i < n; i++) {
    planes[i] = source.labels[i] + 1;
    planes[n + i] = source.shared[i] + 1;
  }
  out.set(new Uint8Array(planes.buffer), HEADER + n);
  return out;
}

/** The tag written by `packRegions` (to check a file against its source). */
export function regionPackTag(bytes: Uint8Array): Uint8Array {
  return bytes.slice(16, 16 + REGION_TAG_BYTES);
}

/** Reads a file made by `packRegions`; throws on anything else, so the caller can fall back to computing. */
export function unpackRegions(bytes: Uint8Array): { lines: Layer; regions: RegionMap } {
  const header = readHeader(bytes);
  const lines = unpackLines(bytes, header);
  return { lines, regions: regionsFromLabels(unpackLabels(bytes, header)) };
}

/**
 * The same in three steps with `pause()` awaited between them (the line layer, the labels, the region lists), so a
 * page that is still starting up can paint and take input in between: each step is one linear pass.
 */
export async function unpackRegionsInSteps(
  bytes: Uint8Array,
  pause: () => Promise<void>,
): Promise<{ lines: Layer; regions: RegionMap }> {
  const header = readHeader(bytes);
  const lines = unpackLines(bytes, header);
  await pause();
  const labels = unpackLabels(bytes, header);
  await pause();
  return { lines, regions: regionsFromLabels(labels) };
}

interface Header {
  width: number;
  height: number;
  regionCount: number;
}

function readHeader(bytes: Uint8Array): Header {
  if (bytes.length < HEADER || MAGIC.some((b, i) => bytes[i] !== b)) throw new Error("not a region file");
  if (!littleEndian) throw new Error("region files need a little-endian platform");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = {
    width: view.getUint32(4, true),
    height: view.getUint32(8, true),
    regionCount: view.getUint32(12, true),
  };
  const n = header.width * header.height;
  if (!n || bytes.length !== HEADER + 5 * n) throw new Error("region file has the wrong length");
  return header;
}

function unpackLines(bytes: Uint8Array, { width, height }: Header): Layer {
  const lines = createLayer(width, height);
  const n = width * height;
  for (let i = 0; i < n; i++) lines.data[i * 4 + 3] = bytes[HEADER + i];
  return lines;
}

function unpackLabels(bytes: Uint8Array, { width, height, regionCount }: Header): RegionLabels {
  const n = width * height;
  const start = bytes.byteOffset + HEADER + n;
  const planes = new Uint16Array(bytes.buffer.slice(start, start + 4 * n));
  const labels = new Int32Array(n);
  const shared = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const label = planes[i] - 1;
    const second = planes[n + i] - 1;
    if (label >= regionCount || second >= regionCount) throw new Error("region file names a region it does not have");
    labels[i] = label;
    shared[i] = second;
  }
  return { width, height, regionCount, labels, shared };
}
