import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. The filesystem driver is the default; an S3 driver can implement the same shape. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Streams a local file into the store, never holding it in memory (video originals and renditions). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Streams an object into a local file (ffmpeg reads files); false, writing nothing, when there is no such object. */
  download(key: string, file: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Renames `from` to `to` (replacing `to`); nothing happens when `from` is missing. */
  move(from: string, to: string): Promise<void>;
  /** Deletes every file under `prefix/` (a video's renditions). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * The names directly under `prefix/` ("" for the top), for sweeping what no row refers to; with `olderThanMs`,
   * only files last written longer ago than that (folders are left out then).
   */
  list(prefix: string, options?: { olderThanMs?: number }): Promise<string[]>;
  url(key: string): string;
  /** Throws when the store cannot be reached (GET /readyz). */
  check(): Promise<void>;
  /** Which driver this is, for /readyz and the logs. */
  readonly kind: "file" | "s3";
}

/**
 * Keys under `private/` are never served at /media (media-route.ts answers 404): staff video originals waiting to be
 * transcoded live there, in the same store as everything else, so any instance can read them.
 */
export const PRIVATE_PREFIX = "private";

/**
 * Uploaded pictures are written here first and moved to their public key once their row is committed
 * (media-files.ts), so a picture whose row never came (a kill between the two) is never served.
 */
export const PENDING_PICTURES = `${PRIVATE_PREFIX}/pending`;

/** A pending picture's keys: its content hash, then a nonce of its own, so two uploads of one picture never share one. */
export function pendingPictureKeys(hash: string): { png: string; webp: string } {
  const name = `${PENDING_PICTURES}/${hash}.${crypto.randomBytes(6).toString("hex")}`;
  return { png: `${name}.png`, webp: `${name}.webp` };
}

/** The content hash and public key of a pending picture's file name (under PENDING_PICTURES), or null. */
export function publicKeyOfPending(name: string): { hash: string; key: string } | null {
  const match = /^([0-9a-f]{32})\.[0-9a-f]{12}\.(png|webp)$/.exec(name);
  return match ? { hash: match[1], key: `${match[1]}.${match[2]}` } : null;
}

/** Whether a key (or a /media path, decoded or not) names something under `private/`. */
export function isPrivateKey(key: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return true;
  }
  const normal = path.posix.normalize(`/${decoded.replace(/\\/g, "/")}`).toLowerCase();
  return normal === `/${PRIVATE_PREFIX}` || normal.startsWith(`/${PRIVATE_PREFIX}/`);
}

/** Lower-case names, optionally in folders (`videos/<id>/720p/seg_000.m4s`); no `..`, no leading dot or slash. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Throws on a key that could leave its folder (`..`, absolute, upper case, odd characters). */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return key;
}

const TEMP_SUFFIX = ".tmp";
/** Older than this, a temporary file is a leftover of a process killed while writing (a write takes milliseconds). */
const STALE_TEMP_MS = 10 * 60 * 1000;

/**
 * Removes the temporary files a process killed mid-write (kill -9, power loss) left at the top of `root`. Files of
 * the last minutes are kept: another instance sharing the folder may be writing them right now.
 */
export async function sweepTemporaryFiles(root: string, olderThanMs = STALE_TEMP_MS): Promise<number> {
  let removed = 0;
  const names = await fs.readdir(root).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith(TEMP_SUFFIX))) {
    const file = path.join(root, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && Date.now() - stat.mtimeMs >= olderThanMs) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** The filesystem driver; opening it sweeps the temporary files an earlier crash left behind (in the background). */
export function fileStorage(root: string, publicPrefix = "/media"): Storage {
  void sweepTemporaryFiles(root).catch(() => {});
  const resolve = (key: string) => path.join(root, assertSafeKey(key));
  return {
    kind: "file",
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file. The temporary name is random: two requests storing
      // the same picture at once (same content hash, same key) each write their own file, and renaming the second
      // over the first replaces identical bytes, atomically.
      const temp = `${target}.${crypto.randomBytes(12).toString("hex")}${TEMP_SUFFIX}`;
      try {
        await fs.writeFile(temp, body);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(key, file) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Copied (the kernel moves the bytes, not this process's memory) under a temporary name, then renamed: atomic.
      const temp = `${target}.${crypto.randomBytes(12).toString("hex")}${TEMP_SUFFIX}`;
      try {
        await fs.copyFile(file, temp);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async download(key, file) {
      try {
        await fs.copyFile(resolve(key), file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    async exists(key) {
      const stat = await fs.stat(resolve(key)).catch(() => null);
      return Boolean(stat?.isFile());
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async move(from, to) {
      const target = resolve(to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // rename(2) is atomic: a reader sees the old file or the new one.
      await fs.rename(resolve(from), target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    async list(prefix, options = {}) {
      const dir = prefix ? resolve(prefix) : root;
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      if (options.olderThanMs === undefined) return names;
      const cutoff = Date.now() - options.olderThanMs;
      const stats = await Promise.all(names.map((name) => fs.stat(path.join(dir, name)).catch(() => null)));
      return names.filter((name, i) => stats[i]?.isFile() && stats[i].mtimeMs < cutoff && !name.endsWith(TEMP_SUFFIX));
    },
    url: (key) => `${publicPrefix}/${key}`,
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}

let current: Storage | undefined;

export function storage(): Storage {
  if (!current) throw new Error("Storage not initialised");
  return current;
}

export function setStorage(next: Storage): void {
  current = next;
}

/** The storage key of a public media URL (`/media/<key>`), or null for anything else. */
export function keyFromUrl(url: string): string | null {
  const match = /^\/media\/([a-z0-9][a-z0-9._-]*)$/.exec(url);
  return match ? match[1] : null;
}
