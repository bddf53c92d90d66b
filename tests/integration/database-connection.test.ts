import { describe, expect, it } from "vitest";
import { database, db } from "~/server/db/client";
import { users } from "~/server/db/schema";

describe("database connection", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "survives PostgreSQL terminating an idle pooled connection",
    async () => {
      const { pool } = database();
      expect(pool).toBeDefined();
      // Open several pooled connections, so some sit idle when they are terminated.
      await Promise.all([1, 2, 3].map(() => pool!.query("select pg_sleep(0.05)")));
      // Kill every other backend of this test database, as a server restart or failover would.
      await pool!.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      const client = await pool!.connect();
      client.release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(Array.isArray(await db().select().from(users).limit(1))).toBe(true);
    },
  );
});

describe("a connection that dies as a transaction starts", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "gives its pool slot back, so the pool still serves once the database answers again",
    async () => {
      const { pool } = database();
      // Each checkout's connection is cut before BEGIN reaches the server: BEGIN fails (drizzle-orm#6241 leaked the
      // client there). Twelve is more than the pool's ten slots, so a leak would leave no slot for the query after.
      const cut = (client: { connection?: { stream: { destroy(): void } } }) => client.connection?.stream.destroy();
      pool!.on("acquire", cut as never);
      const failures = await Promise.allSettled(
        Array.from({ length: 12 }, () => db().transaction(async (tx) => tx.select().from(users).limit(1))),
      );
      pool!.off("acquire", cut as never);
      expect(failures.map((result) => result.status)).toEqual(Array(12).fill("rejected"));
      const started = Date.now();
      expect(Array.isArray(await db().select().from(users).limit(1))).toBe(true);
      // (A wedged pool answers only after its 5 s checkout timeout, and then with an error.)
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(pool!.waitingCount).toBe(0);
    },
  );
});
