import { describe, expect, it } from "vitest";
import { splitParagraph } from "./legal-document";

describe("legal paragraphs", () => {
  it("splits a numbered heading from its text in Latin and CJK punctuation", () => {
    expect(splitParagraph("2. Children first. The site is made for children.")).toEqual({
      number: "2",
      heading: "Children first",
      body: "The site is made for children.",
    });
    expect(splitParagraph("2. 儿童优先。本网站专为儿童设计。")).toEqual({
      number: "2",
      heading: "儿童优先",
      body: "本网站专为儿童设计。",
    });
  });

  it("keeps other paragraphs whole", () => {
    expect(splitParagraph("Plain text without a number.")).toEqual({
      number: null,
      heading: null,
      body: "Plain text without a number.",
    });
  });
});
