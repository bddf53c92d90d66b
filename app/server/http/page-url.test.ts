import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url";

const of = (url: string) => pageUrl(new Request(`http://localhost${url}`)).href.replace("http://localhost", "");

describe("pageUrl", () => {
  it("gives a client-side navigation's data request the page's own address", () => {
    expect(of("/ko.data")).toBe("/ko");
    expect(of("/_.data?_routes=root")).toBe("/");
    expect(of("/rt-dashboard/users.data?page=2&_routes=root,routes/dashboard/users")).toBe(
      "/rt-dashboard/users?page=2",
    );
  });

  it("leaves a page's address alone", () => {
    expect(of("/series/season5?lang=ko")).toBe("/series/season5?lang=ko");
    expect(of("/")).toBe("/");
  });
});
