import { describe, expect, it } from "vitest";
import { changeAccountSchema } from "./account";
import { avatarFromPhoto, displayNameProblem } from "~/shared/account-rules";

describe("dev sign-in name rules (the identity dev:<name>; never shown publicly)", () => {
  it("accepts trimmed names of 1–30 characters in any script", () => {
    for (const name of ["Mia", "  Joon  ", "폴리 팬", "小明🚒", "Mr.Bean", "a".repeat(30), "😀".repeat(30)])
      expect(displayNameProblem(name), name).toBeNull();
  });

  it("refuses empty, too long, control characters, bidi overrides and web addresses", () => {
    expect(displayNameProblem("   ")).toBe("Name Required");
    expect(displayNameProblem("a".repeat(31))).toBe("Name Too Long");
    expect(displayNameProblem("tab\there")).toBe("Name Not Allowed");
    expect(displayNameProblem("evil\u202Egnp.exe")).toBe("Name Not Allowed");
    for (const name of ["http://x.y", "go to www.site", "poli.com", "myshop.kr/sale", "ftp://files"])
      expect(displayNameProblem(name), name).toBe("Name No Links");
  });

  it("refuses web addresses written with lookalike dots or letters (issue 17)", () => {
    for (const name of [
      "evil\uFF0Ecom",
      "evil\u3002com",
      "evil\uFF61com",
      "\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D",
      "ｗｗｗ．site",
    ]) {
      expect(displayNameProblem(name), name).toBe("Name No Links");
    }
    // A Japanese sentence ending in a full stop is still a name.
    expect(displayNameProblem("ポリがすき。")).toBeNull();
  });

  it("refuses invisible format characters: zero-width spaces and joiners, word joiners, soft hyphens (issue 17)", () => {
    for (const name of [
      "Mia\u200B",
      "Mi\u200Ca",
      "Mi\u200Da",
      "Mi\uFEFFa",
      "Mi\u2060a",
      "Mi\u00ADa",
      "evil\u200B.com",
    ]) {
      expect(displayNameProblem(name), JSON.stringify(name)).toBe("Name Not Allowed");
    }
  });
});

describe("change-account body", () => {
  it("takes an avatar key or its URL, and needs something to change", () => {
    expect(avatarFromPhoto("roy")).toBe("roy");
    expect(avatarFromPhoto("/art/avatars/schoolb.svg")).toBe("schoolb");
    expect(avatarFromPhoto("https://lh3.googleusercontent.com/a/photo.jpg")).toBeNull();
    expect(avatarFromPhoto("/art/avatars/../logo.svg")).toBeNull();
    expect(changeAccountSchema.parse({ displayName: "brave-bunny-5", photo: "/art/avatars/amber.svg" })).toEqual({
      displayName: "brave-bunny-5",
      avatar: "amber",
    });
    // Only list names (issue 28): free text is refused, whatever it says.
    for (const typed of [
      " Kid ",
      "Emma Park 010-2345-6789",
      "Emma 12 Oak Street Leeds",
      "Emma Park, Sunny Primary 2B",
    ]) {
      expect(changeAccountSchema.safeParse({ displayName: typed }).success, typed).toBe(false);
    }
    expect(changeAccountSchema.parse({ avatar: "jin" })).toEqual({ displayName: undefined, avatar: "jin" });
    expect(changeAccountSchema.safeParse({}).success).toBe(false);
    expect(changeAccountSchema.safeParse({ photo: "face.png" }).success).toBe(false);
  });
});
