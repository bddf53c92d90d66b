import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import sharp from "sharp";
import { db } from "~/server/db/client";
import { media, users } from "~/server/db/schema";
import { resetRateLimits } from "~/server/http/rate-limit";
import * as uploadApi from "~/routes/api/upload-coloring";
import { call } from "../helpers/route-args";
import { zeroPng } from "../faults/hostile-images";
import { addSignedInUser } from "./fixtures";
import { uploadForm, useTempMediaDir } from "./pictures";

let mediaDir: ReturnType<typeof useTempMediaDir>;

beforeAll(() => {
  mediaDir = useTempMediaDir();
});

beforeEach(async () => {
  resetRateLimits();
  await db().delete(media);
  await db().delete(users);
});

const upload = (bytes: Buffer, cookie: string) =>
  call(uploadApi.action, "/api/upload/coloring", { method: "POST", body: uploadForm(bytes), cookie });

describe("the same picture uploaded many times at once (issue 17)", () => {
  it("0 server errors, one pair of files, and one row per child: a repeat is the coloring already stored (issue 31)", async () => {
    const kids = await Promise.all([1, 2, 3, 4].map((n) => addSignedInUser(`racer-${n}`)));
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#e05a2b" } })
      .png()
      .toBuffer();
    // 4 children × 5 uploads of one picture (a double tap, a retry), all in flight together.
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(picture, kids[i % 4].cookie)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { coloring: { id: number } }).coloring.id),
    );

    const rows = await db().select().from(media);
    expect(rows).toHaveLength(4);
    for (const [i, id] of ids.entries())
      expect(id, `upload ${i}`).toBe(rows.find((r) => r.ownerId === kids[i % 4].id)?.id);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(1);
    expect(new Set(rows.map((r) => r.url)).size).toBe(1);
    // One picture and one thumbnail, and no temporary file left behind.
    expect(mediaDir.files()).toEqual([`${rows[0].hash}.png`, `${rows[0].hash}.webp`]);
  });
});

describe("upload budget (issue 17): only stored pictures count", () => {
  it("a repeat of a stored picture costs nothing of the budget; once staff filter it out, it is stored (and moderated) again", async () => {
    const kid = await addSignedInUser("repeat-kid");
    const picture = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#43a047" } })
      .png()
      .toBuffer();
    const first = await (await upload(picture, kid.cookie)).json();
    for (let i = 0; i < 12; i++)
      expect((await (await upload(picture, kid.cookie)).json()).coloring.id).toBe(first.coloring.id);
    await db().update(media).set({ filtered: 1 }).where(eq(media.id, first.coloring.id));
    const again = await upload(picture, kid.cookie);
    expect(again.status).toBe(201);
    expect((await again.json()).coloring.id).not.toBe(first.coloring.id);
    expect(await db().select().from(media).where(eq(media.ownerId, kid.id))).toHaveLength(2);
  });

  it("lets a child whose pictures were refused still upload ten, then answers 429", async () => {
    const kid = await addSignedInUser("budget-kid");
    const refused = [zeroPng(1, 16_000_000), Buffer.from("not a picture at all"), zeroPng(9000, 10)];
    for (let i = 0; i < 12; i++)
      expect((await upload(refused[i % refused.length], kid.cookie)).status).toBeGreaterThanOrEqual(400);

    const pictures = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        sharp({ create: { width: 40 + i, height: 40, channels: 3, background: "#2b8ae0" } })
          .png()
          .toBuffer(),
      ),
    );
    const statuses = [];
    for (const picture of pictures) statuses.push((await upload(picture, kid.cookie)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
