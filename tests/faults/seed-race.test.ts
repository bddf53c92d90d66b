import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, killAll, postgresAvailable, startInstance, tempDir, waitReady } from "./built-server";

/**
 * Issue 17: two instances starting at once on a fresh PostgreSQL database both found it empty and both seeded it; one
 * exited with a duplicate key (1 start in 4 in the audit, every time here before the fix). Seeding now runs in one
 * transaction under an advisory lock and checks again inside it.
 */

const available = await postgresAvailable();
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  killAll();
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

describe.runIf(available)("two instances starting on one empty database", () => {
  it("both start, and the demo content is seeded exactly once", async () => {
    for (let round = 0; round < 2; round++) {
      const database = await createDatabase("seedrace");
      const dataDir = tempDir("seedrace");
      cleanups.push(async () => {
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
      const pair = await Promise.all([startInstance(env), startInstance(env)]);
      await Promise.all(pair.map((instance) => waitReady(instance)));
      expect(pair.map((i) => i.alive())).toEqual([true, true]);
      expect(pair.map((i) => i.output()).join("")).not.toMatch(/duplicate key/);

      // Count through the instances' own API: the gallery lists the seeded colorings once, not twice.
      const gallery = (await (await fetch(`${pair[0].url}/api/colorings?page=0`)).json()) as { totalColorings: number };
      const again = (await (await fetch(`${pair[1].url}/api/colorings?page=0`)).json()) as { totalColorings: number };
      expect(gallery.totalColorings).toBe(11);
      expect(again.totalColorings).toBe(11);
      for (const instance of pair) instance.child.kill("SIGTERM");
      await Promise.all(pair.map((i) => i.exited));
    }
  });
});
