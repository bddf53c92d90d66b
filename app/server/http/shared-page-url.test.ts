import { describe, expect, it } from "vitest";
import { sharedPageRequest, sharedPageUrl } from "./shared-page-url";

const shared = (path: string, devLogin = false) => {
  const url = sharedPageUrl(`http://site.test${path}`, devLogin);
  return url.pathname + url.search;
};

describe("sharedPageUrl", () => {
  it("drops tracking and unknown parameters", () => {
    expect(
      shared(
        "/play?utm_source=news&utm_medium=mail&fbclid=abc&gclid=1&msclkid=2&yclid=3&mc_cid=4&mc_eid=5&_ga=6&ref=x",
      ),
    ).toBe("/play");
    expect(shared("/?x=1")).toBe("/");
    expect(shared("/play/gallery?visit=1&page=2")).toBe("/play/gallery?page=2");
  });

  it("keeps only the parameters a page reads, normalised and sorted", () => {
    expect(shared("/play/gallery?page=0")).toBe("/play/gallery");
    expect(shared("/play/gallery?page=03")).toBe("/play/gallery?page=3");
    expect(shared("/play/gallery?page=-4")).toBe("/play/gallery");
    expect(shared("/play?page=3")).toBe("/play");
    expect(shared("/watch?order=rating&term=%20poli%20")).toBe("/watch?order=rating&term=poli");
    expect(shared("/watch/demo-s5e01?order=nonsense")).toBe("/watch/demo-s5e01?order=invalid");
    expect(shared("/watch?order=other-nonsense")).toBe(shared("/watch?order=nonsense"));
    expect(shared("/watch?term=")).toBe("/watch");
  });

  it("keeps a supported ?lang= everywhere and ?country= only while dev sign-in is on", () => {
    expect(shared("/apps?lang=ko&utm_campaign=x")).toBe("/apps?lang=ko");
    expect(shared("/apps?lang=xx")).toBe("/apps");
    expect(shared("/apps?country=cn", true)).toBe("/apps?country=CN");
    expect(shared("/apps?country=cn", false)).toBe("/apps");
  });
});

describe("sharedPageRequest", () => {
  const received = (path: string, country?: string) =>
    new Request(`http://site.test${path}`, { headers: country ? { "cf-ipcountry": country } : {} });
  const options = (variant: string, devLogin = false) => ({ devLogin, countryHeader: "cf-ipcountry", variant });

  it("renders a shared page for the country's variant, not the country", () => {
    const fr = sharedPageRequest(received("/?utm_source=x", "FR"), options(""));
    expect([fr.url, fr.headers.get("cf-ipcountry")]).toEqual(["http://site.test/", null]);
    const cn = sharedPageRequest(received("/play", "DE"), options("CN"));
    expect(cn.headers.get("cf-ipcountry")).toBe("CN");
    // The development override in the URL follows the same rule.
    expect(sharedPageRequest(received("/play?country=de"), options("", true)).url).toBe("http://site.test/play");
    expect(sharedPageRequest(received("/play?country=kr"), options("KR", true)).url).toBe(
      "http://site.test/play?country=KR",
    );
  });
});
