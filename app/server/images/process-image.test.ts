import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hostileImages, zeroPng } from "../../../tests/faults/hostile-images";
import { checkDecodeBudget, MAX_WAITING_DECODES } from "./decode-budget";
import { ImageRejected, processImage } from "./process-image";

async function refusal(bytes: Buffer): Promise<ImageRejected> {
  const error = await processImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

describe("decode budget (issue 17)", () => {
  it("refuses every hostile picture from its header, in well under a second of CPU", async () => {
    for (const [name, bytes] of Object.entries(await hostileImages())) {
      const before = process.cpuUsage();
      const error = await refusal(bytes);
      const used = process.cpuUsage(before);
      expect(error.status, name).toBe(413);
      // The audit measured 23–88 s for the 1 × 16,000,000 PNG; reading a header takes milliseconds.
      expect((used.user + used.system) / 1e6, name).toBeLessThan(0.5);
    }
  });

  it("checks total pixels, each side, the aspect ratio and the bits per sample", () => {
    expect(checkDecodeBudget({ width: 4000, height: 4000, depth: "uchar" })).toEqual({ width: 4000, height: 4000 });
    expect(checkDecodeBudget({ width: 8192, height: 1024, depth: "uchar" })).toEqual({ width: 8192, height: 1024 });
    expect(() => checkDecodeBudget({ width: 4001, height: 4000, depth: "uchar" })).toThrow(/16 megapixels/);
    expect(() => checkDecodeBudget({ width: 8193, height: 600, depth: "uchar" })).toThrow(/8192/);
    expect(() => checkDecodeBudget({ width: 6400, height: 199, depth: "uchar" })).toThrow(/long and narrow/);
    expect(() => checkDecodeBudget({ width: 3000, height: 3000, depth: "ushort" })).toThrow(/16 bits/);
    expect(checkDecodeBudget({ width: 2000, height: 2000, depth: "ushort" })).toEqual({ width: 2000, height: 2000 });
    expect(() => checkDecodeBudget({ width: 0, height: 10 })).toThrow(/could not be read/);
  });

  it("accepts a 16-bit picture within the budget and stores it with 8 bits per channel", async () => {
    const image = await processImage(zeroPng(600, 400, { bitDepth: 16, colorType: 2 }));
    const meta = await sharp(image.png).metadata();
    expect([meta.width, meta.height, meta.depth]).toEqual([600, 400, "uchar"]);
  });

  it("decodes one picture at a time and answers 503 with Retry-After once too many wait", async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 500 * 500 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 500, height: 500, channels: 3 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const outcomes = await Promise.all(
      Array.from({ length: MAX_WAITING_DECODES + 4 }, () =>
        processImage(noise).then(
          () => "stored",
          (e: ImageRejected) => e.status,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "stored").length).toBeGreaterThanOrEqual(MAX_WAITING_DECODES);
    expect(outcomes).toContain(503);
    const busy = await Promise.all(
      Array.from({ length: MAX_WAITING_DECODES + 4 }, () => processImage(noise).catch((e: ImageRejected) => e)),
    );
    const refused = busy.find((b): b is ImageRejected => b instanceof ImageRejected);
    expect(refused?.headers).toEqual({ "Retry-After": "30" });
    // Decoding ~20 noisy pictures one at a time takes 2.5 s alone; a busy CI machine may need many times that.
  }, 90_000);
});
