import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { sessions, users } from "~/server/db/schema";
import { currentUser } from "~/server/session/current-user";
import * as authDev from "~/routes/account/auth-dev";
import * as logged from "~/routes/account/logged";
import * as fetchUser from "~/routes/api/account-fetch-user";
import * as logout from "~/routes/api/account-logout";
import { call, makeRequest } from "../helpers/route-args";
import { cookiesFrom, devSignIn, setGrade, useConfig } from "./fixtures";
import { shownName } from "../helpers/sign-in";
import { parsePublicName } from "~/shared/public-name";

function flashOf(response: Response): { error: boolean; text: string }[] {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("flash="));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(";")[0].slice("flash=".length))) : [];
}

describe("dev sign-in and sessions", () => {
  beforeEach(() => {
    useConfig({ ADMIN_IDENTITIES: "dev:boss", MANAGER_IDENTITIES: "dev:helper" });
  });

  it("shows the form and signs in as dev:<name> with an HttpOnly, SameSite=Lax session cookie, then 303 to /logged", async () => {
    const form = await call(authDev.loader, "/auth/dev");
    expect(form.status).toBe(200);

    const { response, cookie, userId } = await devSignIn("alice");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/logged");
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("rt.session_token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    expect(userId).not.toBe("");

    const user = await currentUser(makeRequest("/", { cookie }));
    expect(user).toMatchObject({
      id: userId,
      displayName: await shownName(userId),
      grade: "user",
      avatar: "poli",
      photo: "/art/avatars/poli.svg",
      newRegistered: true,
    });
    const [row] = await db().select().from(users).where(eq(users.id, userId));
    expect(row.identity).toBe("dev:alice");
    // The typed name names the identity only: the account's name is a random list name (issue 28).
    expect(parsePublicName(row.publicName)).not.toBeNull();
    expect(row.name).toBe(row.publicName);
    expect(user?.displayName).not.toMatch(/alice/i);
    expect(row.email).toMatch(/@accounts\.invalid$/);
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, userId));
    expect(session.ipAddress).toBeNull();
  });

  it("welcomes a new user once with different words, then welcomes back", async () => {
    const { cookie, userId } = await devSignIn("newbie");
    const first = await call(logged.loader, "/logged", { cookie });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/redirect");
    expect(flashOf(first)).toEqual([
      { error: false, text: `Welcome to the rescue team, ${await shownName(userId)}! Choose your avatar on My Page.` },
    ]);
    const after = await (await call(fetchUser.loader, "/api/fetch-user", { cookie })).json();
    expect(after.user.newRegistered).toBe(false);

    const again = await devSignIn("newbie");
    const second = await call(logged.loader, "/logged", { cookie: again.cookie, headers: { "accept-language": "ko" } });
    expect(flashOf(second)).toEqual([
      { error: false, text: `다시 만나서 반가워요, ${await shownName(userId, "ko")}!` },
    ]);
  });

  it("sets the grade from ADMIN_IDENTITIES / MANAGER_IDENTITIES at every sign-in", async () => {
    const boss = await devSignIn("boss");
    expect((await currentUser(makeRequest("/", { cookie: boss.cookie })))?.grade).toBe("admin");
    const helper = await devSignIn("helper");
    expect((await currentUser(makeRequest("/", { cookie: helper.cookie })))?.grade).toBe("manager");
    await setGrade(helper.userId, "user");
    const again = await devSignIn("helper");
    expect((await currentUser(makeRequest("/", { cookie: again.cookie })))?.grade).toBe("manager");
  });

  it("refuses a blocked user's sign-in with 'Account Blocked' and ends their sessions", async () => {
    const first = await devSignIn("troll");
    const second = await devSignIn("troll");
    await setGrade(first.userId, "blocked");
    // Blocking ends open sessions at once.
    expect(await currentUser(makeRequest("/", { cookie: second.cookie }))).toBeNull();

    const refused = await devSignIn("troll");
    expect(refused.response.status).toBe(303);
    expect(refused.response.headers.get("location")).toBe("/logged?error=account_blocked");
    expect(refused.cookie).toBe("");
    expect(await db().select().from(sessions).where(eq(sessions.userId, first.userId))).toEqual([]);

    const landing = await call(logged.loader, "/logged?error=account_blocked");
    expect(flashOf(landing)).toEqual([{ error: true, text: "Account Blocked" }]);
  });

  it("answers a blocked user's fetch-user with 403 'Account Blocked'", async () => {
    const { cookie, userId } = await devSignIn("sneaky");
    await setGrade(userId, "blocked");
    const response = await call(fetchUser.loader, "/api/fetch-user", { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Account Blocked" });
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });

  it("reports the session through fetch-user and ends it with logout", async () => {
    const anonymous = await (await call(fetchUser.loader, "/api/fetch-user")).json();
    expect(anonymous).toEqual({ logged: false, user: null });

    const { cookie, userId } = await devSignIn("bob");
    const body = await (await call(fetchUser.loader, "/api/fetch-user", { cookie })).json();
    expect(body).toEqual({
      logged: true,
      user: {
        id: userId,
        displayName: await shownName(userId),
        publicName: (await db().select().from(users).where(eq(users.id, userId)))[0].publicName,
        photo: "/art/avatars/poli.svg",
        avatar: "poli",
        grade: "user",
        newRegistered: true,
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/email|invalid|image/);

    const out = await call(logout.loader, "/api/logout", { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /^rt\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await currentUser(makeRequest("/", { cookie }))).toBeNull();
    expect(cookiesFrom(out)).toBe("");
  });

  it("rejects bad dev names and answers 404 when dev sign-in is off", async () => {
    const body = new FormData();
    body.set("name", "http://evil.example");
    const bad = await call(authDev.action, "/auth/dev", { method: "POST", body });
    expect(bad.status).toBe(400);

    useConfig({ DEV_LOGIN: "0" });
    expect((await call(authDev.loader, "/auth/dev")).status).toBe(404);
    const off = new FormData();
    off.set("name", "mallory");
    expect((await call(authDev.action, "/auth/dev", { method: "POST", body: off })).status).toBe(404);
  });

  it("marks the session cookie Secure in production", async () => {
    useConfig({ NODE_ENV: "production", DEV_LOGIN: "", PUBLIC_URL: "https://rescue.example" });
    const { clearSessionCookies } = await import("~/server/auth/auth");
    expect((await clearSessionCookies())[0]).toMatch(/^__Secure-rt\.session_token=;.*Secure/);
  });
});
