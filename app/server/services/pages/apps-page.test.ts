import { describe, expect, it } from "vitest";
import { appsPageData } from "./apps-page";

describe("appsPageData (the apps page's loader)", () => {
  it("features the video app and lists both official apps, with store pages for the visitor's country", () => {
    const page = appsPageData("ko");
    expect(page.featured.key).toBe("video");
    expect(page.official.map((a) => a.key)).toEqual(["singalong", "video"]);
    expect(page.featured.urls.ios).toContain("/kr/");
    expect(appsPageData("en").featured.urls.ios).toContain("/us/");
  });

  it("titles each licensed app in the visitor's language only", () => {
    const ko = appsPageData("ko").licensed;
    expect(ko.map((a) => a.title)).toContain("구조대 레이싱");
    expect(appsPageData("zh-hk").licensed.map((a) => a.title)).toContain("救援隊賽車");
    expect(ko.every((a) => typeof a.urls.ios === "string" && typeof a.urls.android === "string")).toBe(true);
  });
});
