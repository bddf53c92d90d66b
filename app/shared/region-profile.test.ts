import { describe, expect, it } from "vitest";
import { regionProfile } from "./region-profile";

// DESIGN §4.14: the China variant and the rest, decided once (issue 18 part 3).
describe("regionProfile", () => {
  it("gives China Weibo only, no watch list, the Chinese video sites and channels, and no Google Play", () => {
    const cn = regionProfile("CN");
    expect(cn.china).toBe(true);
    expect(cn.signInProviders).toEqual(["weibo"]);
    expect(cn.watchList).toBe(false);
    expect(cn.videoSites).toBe("china");
    expect(cn.socialLinks.map((l) => l.key)).toEqual(["weibo", "douyin", "bilibili"]);
    expect(cn.storeBadges).toEqual(["ios"]);
  });

  it("gives everyone else Google, Facebook and Line, the watch list, streaming services, global channels and both stores", () => {
    for (const country of ["JP", "HK", "TW", "US", ""]) {
      const rest = regionProfile(country);
      expect(rest.china).toBe(false);
      expect(rest.signInProviders).toEqual(["google", "facebook", "line"]);
      expect(rest.watchList).toBe(true);
      expect(rest.videoSites).toBe("streaming");
      expect(rest.socialLinks.map((l) => l.key)).toEqual(["youtube", "facebook", "instagram", "tiktok"]);
      expect(rest.storeBadges).toEqual(["ios", "android"]);
    }
  });

  it("adds Kakao in Korea and changes nothing else there", () => {
    expect(regionProfile("KR")).toEqual({
      ...regionProfile("JP"),
      signInProviders: ["google", "facebook", "kakao", "line"],
    });
  });

  it("reads the country code in any case", () => {
    expect(regionProfile("cn")).toEqual(regionProfile("CN"));
    expect(regionProfile("kr").signInProviders).toContain("kakao");
  });
});
