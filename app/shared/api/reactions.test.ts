import { describe, expect, it } from "vitest";
import { EMOTICONS } from "../constants";
import { reactionBodySchema } from "./reactions";
import { emoticonContent, parseEmoticon } from "~/shared/emoticons";

describe("parseEmoticon", () => {
  it("reads every one of the 24 emoticons from :{name}:", () => {
    expect(EMOTICONS).toHaveLength(24);
    for (const name of EMOTICONS) expect(parseEmoticon(emoticonContent(name))).toBe(name);
  });

  it("gives null for anything that does not parse, so it is not displayed", () => {
    for (const bad of [
      "p1",
      ":p1",
      "p1:",
      "::p1::",
      ":p7:",
      ":x1:",
      ":P1:",
      " :p1:",
      ":p1: ",
      ":p10:",
      "",
      ":<img>:",
      null,
      undefined,
      3,
      {},
    ]) {
      expect(parseEmoticon(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("is what the reaction body accepts", () => {
    expect(reactionBodySchema.safeParse({ content: ":h6:" }).success).toBe(true);
    expect(reactionBodySchema.safeParse({ content: ":smile:" }).success).toBe(false);
    expect(reactionBodySchema.safeParse({}).success).toBe(false);
  });
});
