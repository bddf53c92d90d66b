import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "./test-database";
import "./matchers";

// Every integration test file gets its own fresh, migrated database (vitest isolates modules per file), copied from
// the template migrated once per run (tests/helpers/database-template.ts).
let dispose: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
});

afterAll(async () => {
  await dispose?.();
});
