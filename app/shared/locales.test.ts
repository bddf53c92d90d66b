import { describe, expect, it } from "vitest";
import { matchLanguageTag, parseAcceptLanguage, pickLocale, toLocale } from "./locales";

describe("locale choice", () => {
  it("maps zh to zh-cn and regional Chinese to the right variant", () => {
    expect(matchLanguageTag("zh")).toBe("zh-cn");
    expect(matchLanguageTag("zh-TW")).toBe("zh-tw");
    expect(matchLanguageTag("zh-Hant")).toBe("zh-tw");
    expect(matchLanguageTag("zh-HK")).toBe("zh-hk");
    expect(matchLanguageTag("ko-KR")).toBe("ko");
    expect(matchLanguageTag("fr")).toBeNull();
  });

  it("picks the first supported browser language in quality order", () => {
    expect(pickLocale(parseAcceptLanguage("fr-FR,fr;q=0.9,ja;q=0.8,en;q=0.7"))).toBe("ja");
    expect(pickLocale(parseAcceptLanguage("en;q=0.2, ru;q=0.9"))).toBe("ru");
    expect(pickLocale(parseAcceptLanguage("de"))).toBeNull();
  });

  it("turns anything unsupported into en", () => {
    expect(toLocale("xx")).toBe("en");
    expect(toLocale("KO")).toBe("ko");
    expect(toLocale(undefined)).toBe("en");
  });
});
