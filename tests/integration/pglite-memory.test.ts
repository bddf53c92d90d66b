import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database, db } from "~/server/db/client";
import { resultRows } from "~/server/services/admin/paging";

describe("the embedded database's memory (issue 29)", () => {
  it("keeps PostgreSQL's shared buffers inside PGlite's never-shrinking WebAssembly memory at 32 MB", async () => {
    if (database().kind !== "pglite") return;
    const [row] = resultRows<{ shared_buffers: string }>(await db().execute(sql`show shared_buffers`));
    expect(row.shared_buffers).toBe("32MB");
  });
});
