/**
 * Reads what the HLS playlists must declare from the fMP4 files ffmpeg wrote: the init segment's tracks (codec,
 * picture size, pixel aspect, timescale) and each media segment's fragments (samples, durations, where the first
 * video frame's bytes are and whether it is a key frame). Only the ISO BMFF boxes that HLS packaging uses are read
 * (ISO/IEC 14496-12 and -15); nothing is decoded.
 * Plain TypeScript with relative imports only (scripts/video/ uses it through hls.ts).
 */

interface Box {
  type: string;
  /** Offset of the box's first byte (its size field). */
  start: number;
  /** Offset of its payload (after size, type and any 64-bit size). */
  body: number;
  end: number;
}

/** The boxes laid out one after another in buf[from, to). */
function boxesIn(buf: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) throw new Error(`Broken MP4 box "${type}" at byte ${at}`);
    found.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return found;
}

const child = (buf: Buffer, parent: Box, type: string, skip = 0) =>
  boxesIn(buf, parent.body + skip, parent.end).find((b) => b.type === type);
const children = (buf: Buffer, parent: Box, type: string) =>
  boxesIn(buf, parent.body, parent.end).filter((b) => b.type === type);

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Not an fMP4 HLS file: no ${what}`);
  return value;
}

export interface InitTrack {
  trackId: number;
  kind: "video" | "audio" | "other";
  timescale: number;
  /** RFC 6381 codec string: avc1.PPCCLL for H.264, mp4a.40.N for AAC. */
  codec: string;
  width?: number;
  height?: number;
  /** Pixel aspect ratio from the sample entry's pasp box (1:1 when absent). */
  pixelAspect?: [number, number];
  defaultSampleDuration: number;
  defaultSampleSize: number;
  defaultSampleFlags: number;
}

const hex2 = (n: number) => n.toString(16).padStart(2, "0");

/** An MPEG-4 descriptor's tag and size (sizes use 7 bits a byte, high bit = more). */
function descriptor(buf: Buffer, at: number): { tag: number; body: number; end: number } {
  const tag = buf[at];
  let size = 0;
  let i = at + 1;
  for (let n = 0; n < 4; n++) {
    const byte = buf[i++];
    size = (size << 7) | (byte & 0x7f);
    if (!(byte & 0x80)) break;
  }
  return { tag, body: i, end: i + size };
}

/** "mp4a.40.2" for AAC-LC: the object type from the decoder config, the audio object type from its specific info. */
function aacCodec(buf: Buffer, esds: Box): string {
  const es = descriptor(buf, esds.body + 4);
  if (es.tag !== 0x03) throw new Error("Not an fMP4 HLS file: esds without an ES descriptor");
  const flags = buf[es.body + 2];
  let at = es.body + 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + buf[at];
  if (flags & 0x20) at += 2;
  const config = descriptor(buf, at);
  if (config.tag !== 0x04) throw new Error("Not an fMP4 HLS file: esds without a decoder config");
  const objectType = buf[config.body];
  const specific = descriptor(buf, config.body + 13);
  if (specific.tag !== 0x05 || objectType !== 0x40) return `mp4a.${hex2(objectType)}`;
  return `mp4a.40.${buf[specific.body] >> 3}`;
}

/** The tracks of an fMP4 init segment (ftyp + moov with mvex). */
export function readInitSegment(buf: Buffer): InitTrack[] {
  const moov = need(
    boxesIn(buf, 0, buf.length).find((b) => b.type === "moov"),
    "moov box",
  );
  const mvex = child(buf, moov, "mvex");
  const trex = new Map<number, { duration: number; size: number; flags: number }>();
  for (const box of mvex ? children(buf, mvex, "trex") : [])
    trex.set(buf.readUInt32BE(box.body + 4), {
      duration: buf.readUInt32BE(box.body + 12),
      size: buf.readUInt32BE(box.body + 16),
      flags: buf.readUInt32BE(box.body + 20),
    });
  return children(buf, moov, "trak").map((trak) => {
    const tkhd = need(child(buf, trak, "tkhd"), "tkhd box");
    const trackId = buf.readUInt32BE(tkhd.body + (buf[tkhd.body] === 1 ? 20 : 12));
    const mdia = need(child(buf, trak, "mdia"), "mdia box");
    const mdhd = need(child(buf, mdia, "mdhd"), "mdhd box");
    const timescale = buf.readUInt32BE(mdhd.body + (buf[mdhd.body] === 1 ? 20 : 12));
    const hdlr = need(child(buf, mdia, "hdlr"), "hdlr box");
    const handlerType = buf.toString("latin1", hdlr.body + 8, hdlr.body + 12);
    const stbl = need(child(buf, need(child(buf, mdia, "minf"), "minf box"), "stbl"), "stbl box");
    const stsd = need(child(buf, stbl, "stsd"), "stsd box");
    const [entry] = boxesIn(buf, stsd.body + 8, stsd.end);
    const defaults = trex.get(trackId) ?? { duration: 0, size: 0, flags: 0 };
    const track: InitTrack = {
      trackId,
      kind: handlerType === "vide" ? "video" : handlerType === "soun" ? "audio" : "other",
      timescale,
      codec: entry?.type ?? "",
      defaultSampleDuration: defaults.duration,
      defaultSampleSize: defaults.size,
      defaultSampleFlags: defaults.flags,
    };
    if (entry && (entry.type === "avc1" || entry.type === "avc3")) {
      // VisualSampleEntry: 8 bytes of SampleEntry, then width and height at 24 and 26; child boxes from 78.
      track.width = buf.readUInt16BE(entry.body + 24);
      track.height = buf.readUInt16BE(entry.body + 26);
      const avcC = need(child(buf, entry, "avcC", 78), "avcC box");
      track.codec = `${entry.type}.${hex2(buf[avcC.body + 1])}${hex2(buf[avcC.body + 2])}${hex2(buf[avcC.body + 3])}`;
      const pasp = child(buf, entry, "pasp", 78);
      track.pixelAspect = pasp ? [buf.readUInt32BE(pasp.body), buf.readUInt32BE(pasp.body + 4)] : [1, 1];
    } else if (entry?.type === "mp4a") {
      // AudioSampleEntry: 8 bytes of SampleEntry and 20 of its own before its child boxes.
      track.codec = aacCodec(buf, need(child(buf, entry, "esds", 28), "esds box"));
    }
    return track;
  });
}

export interface TrackRun {
  trackId: number;
  /** Decode time of the fragment's first sample, in the track's timescale (tfdt). */
  baseDecodeTime: number;
  samples: number;
  /** Sum of the samples' durations, in the track's timescale. */
  duration: number;
  /** The first sample's bytes in the segment file: [start, end). */
  firstSample: { start: number; end: number; sync: boolean };
}

export interface Fragment {
  /** Offset of the fragment's moof box in the segment file. */
  moofStart: number;
  tracks: TrackRun[];
}

/** Reads big-endian fields one after another. */
class Cursor {
  constructor(
    private readonly buf: Buffer,
    private at: number,
  ) {}
  skip(bytes: number) {
    this.at += bytes;
  }
  u32(): number {
    return this.buf.readUInt32BE((this.at += 4) - 4);
  }
  i32(): number {
    return this.buf.readInt32BE((this.at += 4) - 4);
  }
  u64(): number {
    return Number(this.buf.readBigUInt64BE((this.at += 8) - 8));
  }
}

/** ISO BMFF sample flags: sample_is_non_sync_sample. */
const NON_SYNC = 0x10000;

/** The fragments (moof + mdat) of an fMP4 media segment, read with the init segment's track defaults. */
export function readMediaSegment(buf: Buffer, init: InitTrack[]): Fragment[] {
  return boxesIn(buf, 0, buf.length)
    .filter((b) => b.type === "moof")
    .map((moof) => ({
      moofStart: moof.start,
      tracks: children(buf, moof, "traf").map((traf) => {
        const tfhd = new Cursor(buf, need(child(buf, traf, "tfhd"), "tfhd box").body);
        const tfhdFlags = tfhd.u32() & 0xffffff;
        const trackId = tfhd.u32();
        const track = init.find((t) => t.trackId === trackId);
        // Offsets count from the moof unless the fragment gives a base (ffmpeg writes default-base-is-moof).
        const base = tfhdFlags & 0x1 ? tfhd.u64() : moof.start;
        if (tfhdFlags & 0x2) tfhd.skip(4);
        const defaultDuration = tfhdFlags & 0x8 ? tfhd.u32() : (track?.defaultSampleDuration ?? 0);
        const defaultSize = tfhdFlags & 0x10 ? tfhd.u32() : (track?.defaultSampleSize ?? 0);
        const defaultFlags = tfhdFlags & 0x20 ? tfhd.u32() : (track?.defaultSampleFlags ?? 0);
        const tfdtBox = child(buf, traf, "tfdt");
        const tfdt = tfdtBox && new Cursor(buf, tfdtBox.body);
        const baseDecodeTime = !tfdt ? 0 : tfdt.u32() >>> 24 === 1 ? tfdt.u64() : tfdt.u32();
        let samples = 0;
        let duration = 0;
        let firstSample: TrackRun["firstSample"] | undefined;
        for (const box of children(buf, traf, "trun")) {
          const trun = new Cursor(buf, box.body);
          const flags = trun.u32() & 0xffffff;
          const count = trun.u32();
          const dataOffset = flags & 0x1 ? trun.i32() : 0;
          const firstFlags = flags & 0x4 ? trun.u32() : undefined;
          for (let i = 0; i < count; i++) {
            const sampleDuration = flags & 0x100 ? trun.u32() : defaultDuration;
            const size = flags & 0x200 ? trun.u32() : defaultSize;
            const sampleFlags = flags & 0x400 ? trun.u32() : defaultFlags;
            if (flags & 0x800) trun.skip(4);
            if (!firstSample) {
              const start = base + dataOffset;
              const effectiveFlags = i === 0 && firstFlags !== undefined ? firstFlags : sampleFlags;
              firstSample = { start, end: start + size, sync: !(effectiveFlags & NON_SYNC) };
            }
            duration += sampleDuration;
          }
          samples += count;
        }
        return {
          trackId,
          baseDecodeTime,
          samples,
          duration,
          firstSample: need(firstSample, "sample in a track fragment"),
        };
      }),
    }));
}
