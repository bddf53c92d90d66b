import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError, api, parse } from "./api";

describe("api()", () => {
  it("answers a thrown error with a JSON 500 and no stack trace", async () => {
    const handler = api(() => {
      throw new Error("secret internals at /work/main/app/x.ts:12");
    });
    const response = await handler({});
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).not.toMatch(/secret|\.ts|at /);
  });

  it("passes HttpError status and message through", async () => {
    const response = await api(() => {
      throw new HttpError(403, "Only staff can do this.");
    })({});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Only staff can do this." });
  });

  it("turns validation failures into a 400 naming the field", async () => {
    const response = await api(() => {
      parse(z.object({ title: z.string().max(3) }), { title: "too long" });
      return new Response(null, { status: 204 });
    })({});
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^title: /);
  });
});
