import { describe, expect, it } from "vitest";
import { needsUpload, newerCopy } from "./drawing-choice";

describe("which copy of a drawing a page opens with", () => {
  it("takes the only copy there is", () => {
    expect(newerCopy(null, null)).toBeNull();
    expect(newerCopy({ savedAt: 5 }, null)).toBe("local");
    expect(newerCopy(null, { updatedAt: 5 })).toBe("account");
  });

  it("keeps this browser's copy when the account has nothing newer than what it last sent or took", () => {
    // sent at server time 100; painted on here afterwards (device clock 90, behind the server's)
    expect(newerCopy({ savedAt: 90, accountAt: 100, sentAt: 80 }, { updatedAt: 100 })).toBe("local");
  });

  it("takes the account's copy when another device saved it after this browser's last change", () => {
    expect(newerCopy({ savedAt: 150, accountAt: 100, sentAt: 150 }, { updatedAt: 200 })).toBe("account");
    // a drawing made here before signing in, older than the account's
    expect(newerCopy({ savedAt: 150 }, { updatedAt: 200 })).toBe("account");
  });

  it("keeps this browser's copy when both changed and the change here is the later one", () => {
    expect(newerCopy({ savedAt: 300, accountAt: 100, sentAt: 120 }, { updatedAt: 200 })).toBe("local");
  });

  it("sends this browser's copy when the account lacks it or lags behind it", () => {
    expect(needsUpload({ savedAt: 5 }, null)).toBe(true);
    expect(needsUpload({ savedAt: 300, accountAt: 100, sentAt: 120 }, { updatedAt: 200 })).toBe(true);
    expect(needsUpload({ savedAt: 130, accountAt: 100, sentAt: 120 }, { updatedAt: 100 })).toBe(true);
    expect(needsUpload({ savedAt: 120, accountAt: 100, sentAt: 120 }, { updatedAt: 100 })).toBe(false);
  });
});
