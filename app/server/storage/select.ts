import path from "node:path";
import type { Config } from "../config";
import { s3Storage } from "./s3";
import { fileStorage, type Storage } from "./storage";

/** The configured driver: S3-compatible object storage when S3_BUCKET is set, else the folder DATA_DIR/media. */
export function storageFor(cfg: Config): Storage {
  return cfg.storage ? s3Storage(cfg.storage) : fileStorage(mediaFolder(cfg));
}

export function mediaFolder(cfg: Config): string {
  return path.join(cfg.dataDir, "media");
}
