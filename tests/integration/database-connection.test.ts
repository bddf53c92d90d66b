import { describe, expect, it } from "vitest";
import { database, db } from "~/server/db/client";
import { users } from "~/server/db/schema";

describe("database connection", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("survives PostgreSQL terminating an idle pooled connection", async () => {
    const { pool } = database();
    expect(pool).toBeDefined();
    // Open several pooled connections, so some sit idle when they are terminated.
    await Promise.all([1, 2, 3].map(() => pool!.query("select pg_sleep(0.05)")));
    // Kill every other backend of this test database, as a server restart or failover would.
    await pool!.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    const client = await pool!.connect();
    client.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(Array.isArray(await db().select().from(users).limit(1))).toBe(true);
  });
});
