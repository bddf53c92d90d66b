import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "./test-database";

// Every integration test file gets its own fresh, migrated database (vitest isolates modules per file).
let dispose: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
});

afterAll(async () => {
  await dispose?.();
});
