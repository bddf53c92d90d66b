import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { config, setConfig } from "~/server/config";
import { db } from "~/server/db/client";
import { seedIfEmpty } from "~/server/db/seed";
import { homeData } from "~/server/services/site-info";
import * as appsPage from "~/routes/public/apps";
import * as homePage from "~/routes/public/home";
import * as seriesPage from "~/routes/public/series";
import { SERIES_KEYS } from "~/shared/constants";
import { SEASONS } from "../../content/seasons";
import { call } from "../helpers/route-args";

beforeAll(async () => {
  await seedIfEmpty(db(), { artDir: "/nonexistent" });
});

describe("home", () => {
  it("shows the visitor's campaigns, the server-picked app and the site's own hero loop without a CDN", async () => {
    const response = await call(homePage.loader, "/ko");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.events.map((e: { keyid: string }) => e.keyid)).toContain("coloring-party-ko");
    expect(body.events.map((e: { keyid: string }) => e.keyid)).not.toContain("coloring-party-en");
    expect(body.promos.map((app: { key: string }) => app.key)).toEqual(["video", "singalong"]);
    expect(body.promos[0].urls.ios).toMatch(/^https:\/\/apps\.apple\.com\/kr\/app\/id\d+$/);
    expect(body.heroVideo).toBe("/video/loops/season5.mp4");
    expect(body.heroPoster).toBe("/art/seasons/season5.svg");
    expect(body.series).toHaveLength(9);
    expect(body.china).toBe(false);
    expect(Array.isArray(body.videos)).toBe(true);
  });

  it("offers both promoted apps, the same for every visitor (the browser picks one)", async () => {
    const [a, b] = [await homeData("en", ""), await homeData("en", "")];
    expect(a.promos.map((app) => app.key)).toEqual(["video", "singalong"]);
    expect(b.promos).toEqual(a.promos);
  });

  it("uses the CDN's season 5 video when CDN_URL is set", async () => {
    const before = config();
    setConfig({ ...before, cdnUrl: "https://cdn.example.com" });
    try {
      expect((await homeData("en", "")).heroVideo).toBe("https://cdn.example.com/video/loops/season5.mp4");
    } finally {
      setConfig(before);
    }
  });

  it("gives visitors in China video-site links instead of the watch slider", async () => {
    const body = await (await call(homePage.loader, "/?country=CN")).json();
    expect(body.china).toBe(true);
    expect(body.videos).toBeUndefined();
    expect(body.chinaSites.map((s: { key: string }) => s.key)).toContain("youku");
    const header = await (await call(homePage.loader, "/", { headers: { "cf-ipcountry": "CN" } })).json();
    expect(header.china).toBe(true);
  });
});

describe("series pages", () => {
  it("serves all nine series from the season config, with characters and preview art", async () => {
    for (const key of SERIES_KEYS) {
      const response = await call(seriesPage.loader, `/series/${key}`, { params: { seriesKey: key } });
      expect(response.status, key).toBe(200);
      const body = await response.json();
      expect(body.previewImage).toBe(`/art/seasons/${key}.svg`);
      expect(body.characters).toEqual(["poli", "roy", "amber", "helly", "jin"]);
      // Each series' own rendered loop, served by the site without a CDN.
      expect(body.video).toBe(`/video/loops/${key}.mp4`);
      expect(fs.existsSync(`public/video/loops/${key}.mp4`), key).toBe(true);
      expect(body.slides).toHaveLength(9);
    }
    const s5 = await (await call(seriesPage.loader, "/series/season5", { params: { seriesKey: "season5" } })).json();
    expect(s5.additionalRescueTeam).toEqual(["mark", "cap"]);
    const songs = await (
      await call(seriesPage.loader, "/series/songsong", { params: { seriesKey: "songsong" } })
    ).json();
    expect(songs.officialApp.key).toBe("singalong");
  });

  it("shows streaming promos only where the season says so, and China video sites only in China", async () => {
    for (const season of SEASONS) {
      const body = await (
        await call(seriesPage.loader, `/series/${season.key}`, { params: { seriesKey: season.key } })
      ).json();
      expect(body.streaming.length > 0, season.key).toBe(season.streamingPromos);
      expect(body.chinaSites).toEqual([]);
      const cn = await (
        await call(seriesPage.loader, `/series/${season.key}?country=CN`, { params: { seriesKey: season.key } })
      ).json();
      expect(cn.streaming).toEqual([]);
      expect(cn.chinaSites.length).toBeGreaterThan(0);
    }
  });

  it("answers an unknown series with 404", async () => {
    expect((await call(seriesPage.loader, "/series/season9", { params: { seriesKey: "season9" } })).status).toBe(404);
  });

  it("plays the CDN video when CDN_URL is set", async () => {
    const before = config();
    setConfig({ ...before, cdnUrl: "https://cdn.example.com" });
    try {
      const body = await (
        await call(seriesPage.loader, "/series/season2", { params: { seriesKey: "season2" } })
      ).json();
      expect(body.video).toBe("https://cdn.example.com/video/loops/season2.mp4");
    } finally {
      setConfig(before);
    }
  });
});

describe("apps page", () => {
  it("lists the official and licensed apps with titles and store pages for the visitor's language", async () => {
    const en = await (await call(appsPage.loader, "/apps")).json();
    expect(en.featured.key).toBe("video");
    expect(en.official.map((a: { key: string }) => a.key)).toEqual(["singalong", "video"]);
    expect(en.official[0].termsPath).toBe("/polisingalong/terms");
    expect(en.licensed).toHaveLength(6);
    expect(en.licensed[0]).toMatchObject({
      title: "Rescue Team Racing",
      developer: "Kidsway Games",
      developerUrl: "https://kidsway-games.example/",
    });
    expect(en.licensed[1].developerUrl).toBeUndefined();

    const ja = await (await call(appsPage.loader, "/apps?lang=ja")).json();
    expect(ja.licensed[0].title).toBe("レスキューチーム レーシング");
    expect(ja.licensed[0].urls.ios).toBe("https://apps.apple.com/jp/app/id6450000201");
    expect(ja.licensed[0].urls.android).toBe(
      "https://play.google.com/store/apps/details?id=com.kidsway.rescuerace&hl=ja",
    );

    const tw = await (await call(appsPage.loader, "/apps", { cookie: "lang=zh-tw" })).json();
    expect(tw.licensed[1].title).toBe("救援隊拼圖");
    expect(tw.licensed[1].urls.android).toMatch(/hl=zh-TW$/);
  });
});
