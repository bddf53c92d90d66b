import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileStorage, isPrivateKey, sweepTemporaryFiles } from "./storage";

const dirs: string[] = [];
const tempRoot = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("file storage under races and crashes (issue 17)", () => {
  it("stores the same key written 20 times at once: every write succeeds, one file, no temporary left", async () => {
    const root = tempRoot();
    const files = fileStorage(root);
    const body = Buffer.from("the same picture");
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => files.put("abc.png", body, "image/png")));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(fs.readdirSync(root)).toEqual(["abc.png"]);
    expect(await files.get("abc.png")).toEqual(body);
  });

  it("sweeps temporary files older than ten minutes and keeps fresh ones and real files", async () => {
    const root = tempRoot();
    const old = new Date(Date.now() - 11 * 60 * 1000);
    for (const name of ["a.png.1.tmp", "b.png.2.tmp", "c.png"]) fs.writeFileSync(path.join(root, name), "x");
    fs.utimesSync(path.join(root, "a.png.1.tmp"), old, old);
    fs.utimesSync(path.join(root, "c.png"), old, old);
    expect(await sweepTemporaryFiles(root)).toBe(1);
    expect(fs.readdirSync(root).sort()).toEqual(["b.png.2.tmp", "c.png"]);
  });
});

describe("private keys (staff video originals, never served at /media)", () => {
  it("are recognised however the path is spelled", () => {
    for (const key of [
      "private",
      "private/video-sources/up-0123456789ab",
      "%70rivate/x",
      "PRIVATE/x",
      "videos/../private/x",
      "/private/x",
      "%E0%A4%A",
    ]) {
      expect(isPrivateKey(key)).toBe(true);
    }
    for (const key of ["abc.png", "videos/up-0123456789ab/r1-1/master.m3u8", "privately.png", "videos/private/x"]) {
      expect(isPrivateKey(key)).toBe(false);
    }
  });
});
