import { describe, expect, it } from "vitest";
import { TtlCache } from "./cache";

function clockedCache(options: Partial<{ ttlMs: number; staleMs: number; maxEntries: number }> = {}) {
  const clock = { now: 0 };
  const cache = new TtlCache<string>({ ttlMs: 100, staleMs: 1000, maxEntries: 10, ...options, now: () => clock.now });
  return { cache, clock };
}

describe("TtlCache", () => {
  it("reuses a fresh answer and asks again after its lifetime", async () => {
    const { cache, clock } = clockedCache();
    let calls = 0;
    const load = async () => `answer ${++calls}`;
    expect(await cache.get("k", load)).toBe("answer 1");
    clock.now = 99;
    expect(await cache.get("k", load)).toBe("answer 1");
    clock.now = 100;
    expect(await cache.get("k", load)).toBe("answer 2");
  });

  it("shares one upstream call between concurrent misses", async () => {
    const { cache } = clockedCache();
    let calls = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`answer ${++calls}`), 5));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual(["answer 1", "answer 1"]);
    expect(calls).toBe(1);
  });

  it("does not keep failures, and serves a recently expired answer while upstream fails", async () => {
    const { cache, clock } = clockedCache({ ttlMs: 100, staleMs: 50 });
    const fail = async (): Promise<string> => {
      throw new Error("down");
    };
    await expect(cache.get("k", fail)).rejects.toThrow("down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
    clock.now = 120;
    expect(await cache.get("k", fail)).toBe("ok");
    clock.now = 151;
    await expect(cache.get("k", fail)).rejects.toThrow("down");
  });

  it("forgets the least recently used key beyond its size", async () => {
    const { cache } = clockedCache({ maxEntries: 2 });
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "a again");
    await cache.get("c", async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "reloaded")).toBe("a");
    expect(await cache.get("b", async () => "reloaded")).toBe("reloaded");
  });
});
