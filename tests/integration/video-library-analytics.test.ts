import { beforeAll, describe, expect, it } from "vitest";
import * as adminAnalyticsApi from "~/routes/api/admin-analytics";
import * as analyticsApi from "~/routes/api/analytics";
import { db } from "~/server/db/client";
import { videos } from "~/server/db/schema";
import { resetRateLimits } from "~/server/http/rate-limit";
import type { AnalyticsResponse } from "~/shared/api/admin";
import { call } from "../helpers/route-args";
import { signInAs, useAdminConfig } from "./fixtures";

// The player sends `video_start:<id>` once per play and `video_complete:<id>` at the end; staff see both per video.

let manager: string;
beforeAll(async () => {
  useAdminConfig();
  manager = (await signInAs("manager")).cookie!;
  await db()
    .insert(videos)
    .values({
      id: "demo-plays",
      titles: { en: "Fire Truck Song", ko: "소방차 노래" },
      thumbnailUrl: "",
      publishedAt: new Date(),
    });
});

const send = (name: string) =>
  call(analyticsApi.action, "/api/analytics", {
    method: "POST",
    body: { kind: "event", name, path: "/watch/demo-plays", locale: "en" },
  });

describe("video starts and completions in the dashboard analytics", () => {
  it("counts them per video, titled, most started first", async () => {
    resetRateLimits();
    for (const name of [
      "video_start:demo-plays",
      "video_start:demo-plays",
      "video_start:demo-plays",
      "video_complete:demo-plays",
      "video_start:up-gone123",
      "character_open:poli",
    ]) {
      expect((await send(name)).status).toBe(204);
    }
    const response = await call(adminAnalyticsApi.loader, "/api/admin/analytics?days=7", { cookie: manager });
    expect(response.status).toBe(200);
    const body = (await response.json()) as AnalyticsResponse;
    expect(body.videos).toEqual([
      { videoId: "demo-plays", title: "Fire Truck Song", starts: 3, completions: 1 },
      // A deleted video keeps its counts under its id.
      { videoId: "up-gone123", title: "up-gone123", starts: 1, completions: 0 },
    ]);
  });
});
