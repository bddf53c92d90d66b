import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as authStart from "~/routes/account/auth-start";
import * as leave from "~/routes/public/leave";
import { exitHref, type GateQuestion } from "~/shared/gate-rules";
import { call } from "../helpers/route-args";
import { addCampaign, useConfig } from "./fixtures";

/**
 * The parental gate's page (DESIGN §4.17): every exit passes /leave?to=…, which asks a grown-up's question on the
 * server (no script needed), redirects only to destinations the site links to, and locks after wrong answers.
 */
const STORE = "https://apps.apple.com/kr/app/id6450000101";

interface GateBody {
  gate: {
    to: string;
    destination: string;
    question: GateQuestion;
    token: string;
    wrong: boolean;
    lockedSeconds: number;
  } | null;
  passed: boolean;
}

/** A visitor of the gate: its own gate cookie, so each test's lockout is its own. */
function visitor() {
  const cookie = `gate_id=${crypto.randomBytes(16).toString("base64url")}`;
  const open = async (to: string) => {
    const response = await call(leave.loader, exitHref(to), { cookie });
    return { response, body: (await response.json()) as GateBody };
  };
  const answer = async (to: string, token: string, value: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.set("token", token);
    form.set("answer", value);
    for (const [key, field] of Object.entries(extra)) form.set(key, field);
    const response = await call(leave.action, exitHref(to), { method: "POST", body: form, cookie });
    const body = response.headers.get("location") ? null : ((await response.json()) as GateBody);
    return { response, body };
  };
  return { open, answer };
}

const product = (q: GateQuestion) => String(q.a * q.b);

beforeEach(() => {
  useConfig();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the gate's page", () => {
  it("asks a question for a destination the site links to, not shared by any cache, and sets the visitor's gate cookie", async () => {
    const response = await call(leave.loader, exitHref(STORE));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // To the page and to its data URL (the page's script posts there), with one id.
    const [page, data] = response.headers.getSetCookie();
    expect(page).toMatch(/^gate_id=[\w-]{16,}; Path=\/leave; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(data).toBe(page!.replace("Path=/leave;", "Path=/leave.data;"));
    const { gate } = (await response.json()) as GateBody;
    expect(gate).toMatchObject({ to: STORE, destination: "apps.apple.com", wrong: false, lockedSeconds: 0 });
    expect(gate!.question.a).toBeGreaterThanOrEqual(13);
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/x"],
    ["a script", "javascript:alert(1)"],
    ["plain http to a known host", "http://apps.apple.com/x"],
    ["credentials before a known host", "https://apps.apple.com@evil.example/"],
    ["a known host with a port", "https://apps.apple.com:8443/"],
    ["a mail address the site does not show", "mailto:someone@evil.example"],
    ["the dev sign-in", "/auth/dev"],
    ["an unknown provider", "/auth/myspace"],
    ["nothing", ""],
  ])("refuses %s with 400 and no question (no open redirect)", async (_, to) => {
    const { response, body } = await visitor().open(to);
    expect(response.status).toBe(400);
    expect(body.gate).toBeNull();
    const { response: answered } = await visitor().answer(to, "x", "1");
    expect(answered.status).toBe(400);
    expect(answered.headers.get("location")).toBeNull();
  });

  it("lets through a campaign's exact target, and only that one", async () => {
    await addCampaign({ targetUrl: "https://tickets.partner.example/rescue-week" });
    expect((await visitor().open("https://tickets.partner.example/rescue-week")).response.status).toBe(200);
    expect((await visitor().open("https://tickets.partner.example/other")).response.status).toBe(400);
  });

  it("redirects on the right answer (303), to a web site and to a mail address", async () => {
    const kid = visitor();
    const { body } = await kid.open(STORE);
    const { response } = await kid.answer(STORE, body.gate!.token, ` ${product(body.gate!.question)} `);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(STORE);
    const mail = "mailto:hello@poli-rescue.example";
    const opened = await kid.open(mail);
    const answered = await kid.answer(mail, opened.body.gate!.token, product(opened.body.gate!.question));
    expect(answered.response.headers.get("location")).toBe(mail);
  });

  it("answers data instead of a redirect for the in-page form (embed)", async () => {
    const kid = visitor();
    const { body } = await kid.open("https://www.youtube.com/watch?v=abcdefghijk");
    const { response, body: answered } = await kid.answer(
      "https://www.youtube.com/watch?v=abcdefghijk",
      body.gate!.token,
      product(body.gate!.question),
      { embed: "1" },
    );
    expect(response.status).toBe(200);
    expect(answered).toEqual({ gate: null, passed: true });
  });

  it("refuses a token made for another destination, a tampered one and an expired one", async () => {
    const kid = visitor();
    const other = (await kid.open("https://www.netflix.com/")).body.gate!;
    expect((await kid.answer(STORE, other.token, product(other.question))).response.status).toBe(422);
    const [payload, mac] = other.token.split(".");
    const forged = Buffer.from(
      Buffer.from(payload!, "base64url").toString().replace("netflix.com/", "apps.apple.com/x"),
    ).toString("base64url");
    expect((await visitor().answer(STORE, `${forged}.${mac}`, product(other.question))).response.status).toBe(422);
    const { body } = await visitor().open(STORE);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    expect((await visitor().answer(STORE, body.gate!.token, product(body.gate!.question))).response.status).toBe(422);
  });

  it("asks a new question after a wrong answer and locks after three, for 30 s, then twice as long", async () => {
    const kid = visitor();
    let gate = (await kid.open(STORE)).body.gate!;
    for (const expected of [422, 422]) {
      const { response, body } = await kid.answer(STORE, gate.token, "12");
      expect(response.status).toBe(expected);
      expect(body!.gate).toMatchObject({ wrong: true, lockedSeconds: 0 });
      expect(body!.gate!.question).not.toEqual(gate.question);
      gate = body!.gate!;
    }
    const third = await kid.answer(STORE, gate.token, "12");
    expect(third.response.status).toBe(429);
    expect(third.response.headers.get("retry-after")).toBe("30");
    expect(third.body!.gate!.lockedSeconds).toBe(30);
    // Locked: even the right answer does not pass, and the page itself says so.
    const right = await kid.answer(STORE, gate.token, product(gate.question));
    expect(right.response.status).toBe(429);
    expect((await kid.open(STORE)).body.gate!.lockedSeconds).toBeGreaterThan(0);
    // Another visitor is not locked.
    expect((await visitor().open(STORE)).body.gate!.lockedSeconds).toBe(0);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
    gate = (await kid.open(STORE)).body.gate!;
    expect(gate.lockedSeconds).toBe(0);
    for (let i = 0; i < 2; i++) gate = (await kid.answer(STORE, gate.token, "12")).body!.gate!;
    const again = await kid.answer(STORE, gate.token, "12");
    expect(again.response.headers.get("retry-after")).toBe("60");
  });

  it("20 guesses of the same number: only the first three can be lucky, then the lockout refuses every guess", async () => {
    const kid = visitor();
    let gate = (await kid.open(STORE)).body.gate!;
    for (let i = 0; i < 20; i++) {
      // 120 is a real answer (15 × 8): each of the first three tries has the same 1-in-28 chance as any guess.
      const { response, body } = await kid.answer(STORE, gate.token, "120");
      if (response.headers.get("location")) {
        expect(i, `guess ${i + 1} passed the gate (${gate.question.a} × ${gate.question.b})`).toBeLessThan(3);
        return;
      }
      gate = body!.gate!;
    }
  });
});

describe("sign-in starts pass the gate", () => {
  it("sends /auth/<provider> without a fresh pass to the gate, and on with the pass the right answer gives", async () => {
    const start = (path: string) => call(authStart.loader, path, { params: { provider: "google" } });
    const bare = await start("/auth/google");
    expect(bare.status).toBe(302);
    expect(bare.headers.get("location")).toBe("/leave?to=%2Fauth%2Fgoogle");
    expect((await start("/auth/google?gate=forged.value")).headers.get("location")).toBe("/leave?to=%2Fauth%2Fgoogle");

    const kid = visitor();
    const { body } = await kid.open("/auth/google");
    expect(body.gate!.destination).toBe("google");
    const { response } = await kid.answer("/auth/google", body.gate!.token, product(body.gate!.question));
    expect(response.status).toBe(303);
    const next = response.headers.get("location")!;
    expect(next).toMatch(/^\/auth\/google\?gate=/);
    // A pass is for one provider: Kakao's start still asks.
    const kakao = await call(authStart.loader, `/auth/kakao?${next.split("?")[1]}`, { params: { provider: "kakao" } });
    expect(kakao.headers.get("location")).toBe("/leave?to=%2Fauth%2Fkakao");
    // On this machine no provider has credentials, so the passed start goes on to the dev sign-in.
    const passed = await start(next);
    expect(passed.status).toBe(302);
    expect(passed.headers.get("location")).toBe("/auth/dev?provider=google");

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 6 * 60_000 });
    expect((await start(next)).headers.get("location")).toBe("/leave?to=%2Fauth%2Fgoogle");
  });
});
