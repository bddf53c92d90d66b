import { describe, expect, it } from "vitest";
import * as root from "~/root";
import { call } from "../helpers/route-args";

/**
 * Which language a page is in (spec §4): the language the URL names (/ko, ?lang=) beats the lang cookie, which beats
 * the browser's languages. Asked of the root loader, which picks the language, its messages and <html lang>.
 */
async function pageLanguage(path: string, headers: Record<string, string> = {}) {
  const response = await call(root.loader, path, { headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { locale: string };
  return { locale: body.locale, setCookie: response.headers.getSetCookie().join("\n") };
}

describe("the language of a page", () => {
  it("follows ?lang= over the lang cookie, and keeps the new choice in the cookie", async () => {
    const page = await pageLanguage("/series/season5?lang=ko", { cookie: "lang=ja", "accept-language": "ru" });
    expect(page.locale).toBe("ko");
    expect(page.setCookie).toMatch(/(^|\n)lang=ko;/);
  });

  it("follows a language home path (/zh-hk) over the lang cookie", async () => {
    expect((await pageLanguage("/zh-hk", { cookie: "lang=en" })).locale).toBe("zh-hk");
  });

  it("follows the lang cookie over the browser's languages when the URL names none", async () => {
    const page = await pageLanguage("/series/season5", { cookie: "lang=ja", "accept-language": "ko-KR,ko;q=0.9" });
    expect(page.locale).toBe("ja");
    expect(page.setCookie).not.toMatch(/(^|\n)lang=/);
  });

  it.each([
    ["zh-Hant-HK", "zh-hk"],
    ["zh-HK", "zh-hk"],
    ["zh-MO", "zh-hk"],
    ["zh-Hant-TW", "zh-tw"],
    ["zh-Hant", "zh-tw"],
    ["zh-Hans-CN", "zh-cn"],
    ["zh", "zh-cn"],
  ])("reads a browser asking for %s as %s", async (browser, locale) => {
    expect((await pageLanguage("/series/season5", { "accept-language": `${browser},en;q=0.5` })).locale).toBe(locale);
  });
});
