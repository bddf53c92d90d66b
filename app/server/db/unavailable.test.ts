import { describe, expect, it } from "vitest";
import { toErrorResponse } from "../http/api";
import { StorageTimeout } from "../storage/s3";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("database outage errors (issue 17)", () => {
  it("recognises a lost or refused connection, also wrapped by Drizzle or better-auth", () => {
    for (const error of [
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("55000", 'database "x" is not currently accepting connections'),
      withCode("08006"),
      withCode("ECONNREFUSED"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Failed query: select 1", { cause: new Error("wrapped", { cause: withCode("57P01") }) }),
      // Deadlines (issue 29): statement_timeout, pg's query_timeout, a stalled object store (storage/s3.ts).
      withCode("57014", "canceling statement due to statement timeout"),
      new Error("Failed query: select 1", { cause: new Error("Query read timeout") }),
      new StorageTimeout("GetObject", 4500),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves real faults alone", () => {
    for (const error of [
      withCode("23505", "duplicate key"),
      withCode("22003", "integer out of range"),
      new TypeError("x is undefined"),
      "text",
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it("answers an outage 503 {error} with Retry-After, and a bug 500", async () => {
    const outage = toErrorResponse(withCode("57P01"));
    expect(outage.status).toBe(503);
    expect(outage.headers.get("Retry-After")).toBe("5");
    expect(Object.keys(await outage.json())).toEqual(["error"]);
    expect(toErrorResponse(new TypeError("bug")).status).toBe(500);
  });
});
