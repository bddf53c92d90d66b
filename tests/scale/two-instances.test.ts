import crypto from "node:crypto";
import http from "node:http";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coloringForm, postgresAvailable } from "../faults/built-server";
import { killAll, type ServerInstance } from "../helpers/built-server";
import { closedLineArt, pictureTitles, pictureUploadForm } from "../integration/pictures";
import { PIN_HEADER } from "./helpers/proxy";
import { signInThrough, startCluster, type Cluster } from "./helpers/cluster";

/**
 * Issue 16: two instances of the production build on one PostgreSQL database, one Redis and one S3-compatible bucket,
 * started at the same moment, checked through alternate instances (npm run build first).
 */

const run = await postgresAvailable();
let cluster: Cluster;
let b: ServerInstance;
/** Instances by their index behind the proxy: 0 and 1 start together, 2 and 3 later. */
const A = 0;
const B = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // Orphans older than 2 s are swept when an instance starts (600 s in production), so the test need not wait.
  // Post-moderation here: these tests follow an upload from one instance to the other's gallery at once.
  if (run)
    cluster = await startCluster(2, {
      ORPHAN_GRACE_SECONDS: "2",
      GALLERY_MODERATION: "post",
      MANAGER_IDENTITIES: "dev:scale-manager",
    });
  if (run) b = cluster.instances[B];
});
afterAll(async () => {
  killAll();
  await cluster?.stop();
});

interface Coloring {
  id: number;
  url: string;
  thumbnailUrl: string;
  reactionCounts: Record<string, number>;
}

const picture = (seed: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .png()
    .toBuffer();

async function upload(
  via: number,
  cookie: string,
  png: Buffer,
): Promise<{ status: number; body: { coloring?: Coloring; error?: string } }> {
  const response = await cluster.fetchVia(via, "/api/upload/coloring", {
    method: "POST",
    headers: { cookie },
    body: coloringForm(png),
  });
  return { status: response.status, body: await response.json() };
}

async function gallery(via: number): Promise<Coloring[]> {
  return (
    (await (await cluster.fetchVia(via, "/api/colorings?page=0&rowsPerPage=48")).json()) as { colorings: Coloring[] }
  ).colorings;
}

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Picture objects in the bucket that no media row refers to (or still pending), and rows whose files are missing. */
async function orphans(): Promise<{ objects: string[]; rows: string[] }> {
  const keys = await cluster.s3.keys();
  const rows = await query<{ url: string; thumbnail_url: string }>("select url, thumbnail_url from media");
  const referenced = new Set(rows.flatMap((r) => [r.url, r.thumbnail_url]).map((u) => u.replace(/^\/media\//, "")));
  return {
    // Pending pictures (written, row not yet committed) count too: the sweep publishes or removes them.
    objects: keys.filter(
      (k) => (/^[0-9a-f]{32}\.(png|webp)$/.test(k) && !referenced.has(k)) || k.startsWith("private/pending/"),
    ),
    rows: [...referenced].filter((k) => /^[0-9a-f]{32}\.(png|webp)$/.test(k) && !keys.includes(k)),
  };
}

/** A multipart upload sent in 64 KB pieces `pauseMs` apart; `onProgress` gets the fraction sent. */
async function slowUpload(
  via: number,
  cookie: string,
  png: Buffer,
  pauseMs: number,
  onProgress: (fraction: number) => void,
) {
  const request = new Request("http://x/", { method: "POST", body: coloringForm(png) });
  const body = Buffer.from(await request.arrayBuffer());
  const req = http.request({
    host: "127.0.0.1",
    port: new URL(cluster.publicUrl).port,
    method: "POST",
    path: "/api/upload/coloring",
    headers: {
      cookie,
      Origin: cluster.publicUrl,
      [PIN_HEADER]: String(via),
      "Content-Type": request.headers.get("content-type")!,
      "Content-Length": body.length,
    },
  });
  const ended = new Promise<string>((resolve) => {
    req.on("response", (res) => resolve(`status ${res.statusCode}`));
    req.on("error", (error) => resolve(`error ${error.message}`));
  });
  for (let offset = 0; offset < body.length && !req.destroyed; offset += 64 * 1024) {
    req.write(body.subarray(offset, offset + 64 * 1024));
    onProgress(Math.min(1, (offset + 64 * 1024) / body.length));
    await sleep(pauseMs);
  }
  req.end();
  return ended;
}

describe.skipIf(!run)("two instances on shared PostgreSQL, Redis and S3-compatible storage", () => {
  let cookie = "";
  let first: Coloring;

  it("started together on one empty database: both ready, the demo content seeded once", async () => {
    for (const via of [A, B]) {
      const ready = await (await cluster.fetchVia(via, "/readyz")).json();
      expect(ready).toEqual({
        status: "ready",
        checks: { database: "ok", storage: "ok", storageDriver: "s3", redis: "ok" },
      });
    }
    const [seeded] = await query<{ n: string }>("select count(*) as n from media");
    expect((await gallery(A)).map((c) => c.id)).toEqual((await gallery(B)).map((c) => c.id));
    expect(Number(seeded.n)).toBeGreaterThan(0);
  });

  it("signs in on one instance and is signed in on the other", async () => {
    cookie = await signInThrough(cluster, A, "scale-kid");
    const answers = await Promise.all(
      [A, B].map(async (via) => (await cluster.fetchVia(via, "/api/fetch-user", { headers: { cookie } })).json()),
    );
    expect(answers.map((x) => x.logged)).toEqual([true, true]);
    expect(answers[1].user.id).toBe(answers[0].user.id);
  });

  it("uploads on one instance; the other lists it and serves the picture from the bucket", async () => {
    const { status, body } = await upload(A, cookie, await picture(1));
    expect(status).toBe(201);
    first = body.coloring!;
    expect((await gallery(B)).map((c) => c.id)).toContain(first.id);
    const keys = await cluster.s3.keys();
    expect(keys).toEqual(
      expect.arrayContaining([first.url.slice("/media/".length), first.thumbnailUrl.slice("/media/".length)]),
    );
    for (const [url, type] of [
      [first.url, "image/png"],
      [first.thumbnailUrl, "image/webp"],
    ]) {
      const served = await cluster.fetchVia(B, url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Number(served.headers.get("content-length"))).toBe((await served.arrayBuffer()).byteLength);
    }
    // The picture is stored by content hash: the bytes B serves are the ones A stored.
    const png = Buffer.from(await (await cluster.fetchVia(B, first.url)).arrayBuffer());
    expect(`/media/${crypto.createHash("sha256").update(png).digest("hex").slice(0, 32)}.png`).toBe(first.url);
  });

  it("a change on one instance empties the other's shared page cache at once (Redis pub/sub)", async () => {
    const page = `/play/gallery?visit=${crypto.randomBytes(4).toString("hex")}`;
    const cacheState = async () => (await cluster.fetchVia(B, page)).headers.get("x-page-cache");
    expect([await cacheState(), await cacheState()]).toEqual(["miss", "hit"]);
    // Renaming is a change the gallery shows (and, unlike an upload, spends none of the upload limit tested below).
    const renamed = await cluster.fetchVia(A, "/api/change-account", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ displayName: "brave-helicopter-42" }),
    });
    expect(renamed.status).toBe(200);
    let state = await cacheState();
    for (let i = 0; i < 20 && state === "hit"; i++, state = await cacheState()) await sleep(100);
    expect(state).toBe("miss");
  });

  // Issue 31 item 4: staff pictures work on the S3 driver and several instances.
  it("a coloring page staff publish on one instance is on the other's /play at once, its files from the bucket", async () => {
    const manager = await signInThrough(cluster, A, "scale-manager");
    const link = (key: string) => `/play/apps/coloring/${key}`;
    const playOnB = async () => (await cluster.fetchVia(B, "/play")).text();
    // B holds /play in its shared page cache before the upload.
    await playOnB();
    const objectsBefore = (await cluster.s3.keys()).length;
    const published = await cluster.fetchVia(A, "/api/admin/pictures", {
      method: "POST",
      headers: { cookie: manager },
      body: pictureUploadForm("coloring", closedLineArt(), { titles: pictureTitles("Scale") }),
    });
    expect(published.status, await published.clone().text()).toBe(201);
    const { picture } = (await published.json()) as { picture: { key: string; url: string; regionUrl: string } };
    let play = await playOnB();
    for (let i = 0; i < 20 && !play.includes(link(picture.key)); i++, play = await playOnB()) await sleep(100);
    expect(play).toContain(link(picture.key));
    expect((await cluster.fetchVia(B, link(picture.key))).status).toBe(200);
    // The sheet, its thumbnail and its region file went to the bucket; B serves the bytes A stored.
    expect((await cluster.s3.keys()).length).toBeGreaterThanOrEqual(objectsBefore + 3);
    for (const url of [picture.url, picture.regionUrl]) {
      const [fromA, fromB] = await Promise.all([A, B].map((via) => cluster.fetchVia(via, url)));
      expect([fromA.status, fromB.status], url).toEqual([200, 200]);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer())), url).toBe(true);
    }
  });

  it("reacts on one instance and shows the count on the other", async () => {
    const reacted = await cluster.fetchVia(A, `/api/reaction/${first.id}`, {
      method: "POST",
      headers: { cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ content: ":p3:" }),
    });
    expect(reacted.status).toBe(200);
    const seen = (await gallery(B)).find((c) => c.id === first.id)!;
    expect(seen.reactionCounts).toEqual({ p3: 1 });
  });

  it("holds the upload limit (10 an hour) across both instances together: the 11th upload is refused on either", async () => {
    const statuses: number[] = [];
    for (let i = 2; i <= 12; i++) statuses.push((await upload(i % 2 ? A : B, cookie, await picture(i))).status);
    // One upload above, nine here: then 429 on whichever instance is asked.
    expect(statuses).toEqual([...Array(9).fill(201), 429, 429]);
    const refused = await upload(A, cookie, await picture(99));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/uploaded a lot of pictures/);
  });

  it("an instance killed with SIGKILL during an upload leaves no object without a row and no row without objects", async () => {
    const before = (await query<{ n: string }>("select count(*) as n from media"))[0].n;
    const noise = await sharp(crypto.randomBytes(1100 * 1100 * 3), { raw: { width: 1100, height: 1100, channels: 3 } })
      .png()
      .toBuffer();
    const kid = await signInThrough(cluster, A, "scale-kill-kid");
    // Killed half-way through the body…
    let killed = false;
    const halfWay = await slowUpload(B, kid, noise, 20, (fraction) => {
      if (fraction >= 0.5 && !killed) {
        killed = true;
        b.child.kill("SIGKILL");
      }
    });
    // The proxy answers 502 (or drops the connection) for the instance that died.
    expect(halfWay).toMatch(/^error|^status 502/);
    // …and another instance right after the last byte, while it re-encodes and writes to the bucket.
    const c = await cluster.add();
    const whileStoring = slowUpload(2, kid, noise, 0, () => {});
    await sleep(400);
    c.child.kill("SIGKILL");
    await whileStoring;
    // The surviving instance kept serving throughout.
    expect((await cluster.fetchVia(A, "/api/colorings?page=0")).status).toBe(200);
    // An instance starting later sweeps what the killed one stored without a row (older than the grace period); one
    // such object is planted too, so the sweep is seen to work even when the kills landed before any write.
    const planted = `${crypto.randomBytes(16).toString("hex")}.png`;
    await cluster.s3.client.send(
      new PutObjectCommand({ Bucket: cluster.s3.bucket, Key: planted, Body: noise.subarray(0, 100) }),
    );
    await sleep(2_500);
    const strayBeforeSweep = (await orphans()).objects.length;
    await cluster.add();
    let left = await orphans();
    for (let i = 0; i < 50 && (left.objects.length || left.rows.length); i++) {
      await sleep(200);
      left = await orphans();
    }
    expect(left).toEqual({ objects: [], rows: [] });
    expect(await cluster.s3.keys()).not.toContain(planted);
    const after = (await query<{ n: string }>("select count(*) as n from media"))[0].n;
    expect([0, 1]).toContain(Number(after) - Number(before));
    console.log(
      JSON.stringify({ strayObjectsBeforeSweep: strayBeforeSweep, rowsAdded: Number(after) - Number(before) }),
    );
    expect((await cluster.fetchVia(3, "/readyz")).status).toBe(200);
  });

  it("deleting the account (on an instance started later) deletes its pictures' objects", async () => {
    const own = await query<{ url: string; thumbnail_url: string }>(
      "select m.url, m.thumbnail_url from media m join users u on u.id = m.owner_id where u.identity = 'dev:scale-kid'",
    );
    expect(own.length).toBe(10);
    const deleted = await cluster.fetchVia(3, "/api/delete-account", { method: "DELETE", headers: { cookie } });
    expect(deleted.status).toBe(200);
    const keys = new Set(await cluster.s3.keys());
    expect(own.flatMap((r) => [r.url, r.thumbnail_url]).filter((u) => keys.has(u.slice("/media/".length)))).toEqual([]);
  });
});
