import { beforeEach, describe, expect, it } from "vitest";
import { PENDING_UPLOAD_MS, forgetPendingUpload, rememberPendingUpload, takePendingUpload } from "./pending-upload";

class MemoryStorage {
  #items = new Map<string, string>();
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
  removeItem = (key: string) => void this.#items.delete(key);
}

describe("the upload asked for before sign-in", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "sessionStorage", { value: new MemoryStorage(), configurable: true });
  });

  it("resumes once, on the same page, within half an hour", () => {
    rememberPendingUpload("beach", 1_000);
    expect(takePendingUpload("poli", 2_000)).toBe(false);
    rememberPendingUpload("beach", 1_000);
    expect(takePendingUpload("beach", 1_000 + PENDING_UPLOAD_MS - 1)).toBe(true);
    expect(takePendingUpload("beach", 1_000 + PENDING_UPLOAD_MS - 1)).toBe(false);
  });

  it("does not resume after half an hour, after being forgotten, or from a damaged entry", () => {
    rememberPendingUpload("beach", 1_000);
    expect(takePendingUpload("beach", 1_000 + PENDING_UPLOAD_MS)).toBe(false);
    rememberPendingUpload("beach", 1_000);
    forgetPendingUpload();
    expect(takePendingUpload("beach", 2_000)).toBe(false);
    sessionStorage.setItem("coloringPendingUpload", "{not json");
    expect(takePendingUpload("beach", 2_000)).toBe(false);
    sessionStorage.setItem("coloringPendingUpload", JSON.stringify({ pageKey: "beach", at: "soon" }));
    expect(takePendingUpload("beach", 2_000)).toBe(false);
  });
});
