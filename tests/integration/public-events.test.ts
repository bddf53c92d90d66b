import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { campaigns } from "~/server/db/schema";
import { seedIfEmpty } from "~/server/db/seed";
import * as eventFetch from "~/routes/api/event-fetch";
import * as eventPage from "~/routes/public/event";
import { eventPageSchema } from "~/shared/api/events";
import { call } from "../helpers/route-args";

beforeAll(async () => {
  await seedIfEmpty(db(), { artDir: "/nonexistent" });
});

describe("GET /api/poliworld/event/fetch/:id", () => {
  it("answers title, keyid, image, dates and description of an event", async () => {
    const response = await call(eventFetch.loader, "/api/poliworld/event/fetch/theme-park-kr", {
      params: { id: "theme-park-kr" },
    });
    expect(response.status).toBe(200);
    const body = eventPageSchema.parse(await response.json());
    expect(body).toMatchObject({
      keyid: "theme-park-kr",
      title: "구조대 테마파크 봄 축제",
      image: "/art/theme-park-banner.svg",
    });
    expect(body.desc).toContain("\n");
    expect(new Date(body.startDate).getTime()).toBeLessThan(new Date(body.endDate).getTime());
  });

  it("answers JSON 404 for unknown, malformed and deactivated events", async () => {
    for (const id of ["no-such-event", "../etc/passwd", "a b"]) {
      const response = await call(eventFetch.loader, `/api/poliworld/event/fetch/${encodeURIComponent(id)}`, {
        params: { id },
      });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: "Event not found" });
    }
    await db().update(campaigns).set({ activated: false }).where(eq(campaigns.keyid, "puzzle-week"));
    expect(
      (await call(eventFetch.loader, "/api/poliworld/event/fetch/puzzle-week", { params: { id: "puzzle-week" } }))
        .status,
    ).toBe(404);
    await db().update(campaigns).set({ activated: true }).where(eq(campaigns.keyid, "puzzle-week"));
  });

  it("refuses other methods with the JSON error shape", async () => {
    const response = await call(eventFetch.action, "/api/poliworld/event/fetch/puzzle-week", {
      method: "POST",
      params: { id: "puzzle-week" },
    });
    expect(response.status).toBe(405);
    expect((await response.json()).error).toMatch(/GET/);
  });
});

describe("event page", () => {
  it("renders a known event and is the 404 screen for an unknown key", async () => {
    const ok = await call(eventPage.loader, "/poliworld/event/puzzle-week", { params: { keyid: "puzzle-week" } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).event.title).toBe("Puzzle Week");
    expect((await call(eventPage.loader, "/poliworld/event/nope", { params: { keyid: "nope" } })).status).toBe(404);
  });
});
