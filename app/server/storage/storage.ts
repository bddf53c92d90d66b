import fs from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. The filesystem driver is the default; an S3 driver can implement the same shape. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*$/;

export function fileStorage(root: string, publicPrefix = "/media"): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      await fs.mkdir(root, { recursive: true });
      const target = resolve(key);
      // Write then rename, so a reader never sees half a file.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url: (key) => `${publicPrefix}/${key}`,
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
