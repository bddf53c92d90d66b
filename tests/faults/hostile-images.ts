import zlib from "node:zlib";
import sharp from "sharp";

/**
 * Hostile pictures from the audit of issue 17: small files whose headers promise enormous or lopsided images.
 * Written byte by byte (PNG chunks, a patched JPEG header) so no library refuses to make them.
 */

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width`×`height` all-zero pixels; `colorType` 0 grey, 2 RGB, 6 RGBA. Keep width × height × depth under ~100 MB. */
export function zeroPng(
  width: number,
  height: number,
  options: { bitDepth?: 1 | 8 | 16; colorType?: 0 | 2 | 6 } = {},
): Buffer {
  const bitDepth = options.bitDepth ?? 8;
  const colorType = options.colorType ?? 0;
  const channels = { 0: 1, 2: 3, 6: 4 }[colorType];
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colorType;
  // Every row is filter 0 followed by zero samples: the whole image is zeros, which deflates about 1000:1.
  const idat = zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

/** A small real JPEG whose frame header is rewritten to claim `width`×`height`. */
export async function lyingJpeg(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3080c0" } })
    .jpeg({ quality: 90 })
    .toBuffer();
  for (let i = 2; i < jpeg.length - 9;) {
    if (jpeg[i] !== 0xff) throw new Error("unexpected JPEG layout");
    const marker = jpeg[i + 1];
    const length = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + length;
  }
  throw new Error("no frame header found");
}

/** The audit's hostile uploads, by name. Each costs a few KB to send and, decoded naively, seconds to minutes of CPU. */
export async function hostileImages(): Promise<Record<string, Buffer>> {
  return {
    "png 1x16000000": zeroPng(1, 16_000_000),
    "png 16000000x1": zeroPng(16_000_000, 1),
    "png 16-bit 4000x4000": zeroPng(4000, 4000, { bitDepth: 16, colorType: 2 }),
    "jpeg claiming 16000x1000": await lyingJpeg(16_000, 1000),
    "png bomb 20000x20000": zeroPng(20_000, 20_000, { bitDepth: 1 }),
  };
}
