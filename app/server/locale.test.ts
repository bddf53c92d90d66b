import { describe, expect, it } from "vitest";
import { languageChoiceCookie, resolveLocale } from "./locale";

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { headers });

describe("languageChoiceCookie", () => {
  it("keeps the language a visitor opened by its own URL for the next pages", () => {
    expect(languageChoiceCookie(request("/ko"))).toBe("lang=ko; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(languageChoiceCookie(request("/series/season5?lang=zh-hk", { cookie: "lang=ko" }))).toMatch(/^lang=zh-hk;/);
    // The next page, with no language in its URL, is then in that language.
    expect(resolveLocale(request("/rt-dashboard", { cookie: "lang=ko", "accept-language": "en-US" }))).toBe("ko");
  });

  it("sets nothing when the URL names no language or the cookie already says so", () => {
    expect(languageChoiceCookie(request("/series/season5"))).toBeUndefined();
    expect(languageChoiceCookie(request("/ko", { cookie: "lang=ko" }))).toBeUndefined();
    expect(languageChoiceCookie(request("/apps?lang=xx"))).toBeUndefined();
  });
});
