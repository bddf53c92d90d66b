import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { activityLogs, media, reactions, users } from "~/server/db/schema";
import { routerFetch, type RouterFetch } from "../helpers/router";
import { addColoring, devSignIn, setGrade, useConfig } from "./fixtures";

type Role = "anonymous" | "user" | "another" | "manager" | "admin" | "blocked";
const ROLES: Role[] = ["anonymous", "user", "another", "manager", "admin", "blocked"];
const people = {} as Record<Role, { cookie: string; userId: string }>;

/** A fresh session per call, so a blocked user's first refused call cannot hide the next check. */
async function as(role: Role): Promise<{ cookie?: string; userId: string }> {
  if (role === "anonymous") return { userId: "" };
  const signedIn = await devSignIn(`perm-${role}`);
  if (role === "blocked") {
    await setGrade(signedIn.userId, "user");
    const fresh = await devSignIn(`perm-${role}`);
    await setGrade(fresh.userId, "blocked");
    return fresh;
  }
  return signedIn;
}

let send: RouterFetch;
beforeAll(async () => {
  send = await routerFetch();
  useConfig({ ADMIN_IDENTITIES: "dev:perm-admin", MANAGER_IDENTITIES: "dev:perm-manager" });
  for (const role of ROLES)
    people[role] = role === "anonymous" ? { cookie: "", userId: "" } : await devSignIn(`perm-${role}`);
});

describe("account API permissions: anonymous, user, another user, manager, admin, blocked", () => {
  it("GET /api/fetch-user answers each one about themselves; a blocked user gets 403", async () => {
    const expected: Record<Role, number> = {
      anonymous: 200,
      user: 200,
      another: 200,
      manager: 200,
      admin: 200,
      blocked: 403,
    };
    for (const role of ROLES) {
      const { cookie, userId } = await as(role);
      const response = await send("/api/fetch-user", { cookie });
      expect(response.status, role).toBe(expected[role]);
      const body = await response.json();
      if (role === "anonymous") expect(body).toEqual({ logged: false, user: null });
      else if (role === "blocked") expect(body).toEqual({ error: "Account Blocked" });
      else expect(body.user.id, role).toBe(userId);
    }
    const grades = await Promise.all(
      (["user", "manager", "admin"] as const).map(
        async (r) => (await (await send("/api/fetch-user", { cookie: (await as(r)).cookie })).json()).user.grade,
      ),
    );
    expect(grades).toEqual(["user", "manager", "admin"]);
  });

  it("PUT /api/change-account changes only the caller's own account; visitors and blocked users get 401", async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      user: 200,
      another: 200,
      manager: 200,
      admin: 200,
      blocked: 401,
    };
    for (const [i, role] of ROLES.entries()) {
      const { cookie, userId } = await as(role);
      const response = await send("/api/change-account", {
        method: "PUT",
        cookie,
        body: { displayName: `brave-bunny-${i + 1}`, photo: "roy" },
      });
      expect(response.status, role).toBe(expected[role]);
      const body = await response.json();
      if (expected[role] === 200) {
        expect(body.user).toMatchObject({
          id: userId,
          displayName: `Brave Bunny ${i + 1}`,
          publicName: `brave-bunny-${i + 1}`,
          avatar: "roy",
          photo: "/art/avatars/roy.svg",
        });
      } else expect(typeof body.error).toBe("string");
    }
    const [owner] = await db().select().from(users).where(eq(users.id, people.user.userId));
    expect(owner).toMatchObject({
      publicName: `brave-bunny-${ROLES.indexOf("user") + 1}`,
      name: `brave-bunny-${ROLES.indexOf("user") + 1}`,
    });
  });

  it("PUT /api/change-account takes only names from the word lists and the site's avatars (DESIGN §4.3, issue 28)", async () => {
    const { cookie } = await as("user");
    const put = (body: unknown, lang = "en") =>
      send("/api/change-account", { method: "PUT", cookie: `${cookie}; lang=${lang}`, body });
    const pick = "Please pick a name from the word lists.";
    for (const [body, error] of [
      [{ displayName: "   " }, pick],
      [{ displayName: "Mia" }, pick],
      [{ displayName: "visit https://evil.example" }, pick],
      [{ displayName: " brave-bunny-1 " }, pick],
      [{ displayName: "Brave-Bunny-1" }, pick],
      [{ displayName: "brave-bunny-0" }, pick],
      [{ displayName: "brave-bunny-100" }, pick],
      [{ displayName: "brave-bunny-07" }, pick],
      [{ displayName: "scary-bunny-7" }, pick],
      [{ displayName: "brave-dragon-7" }, pick],
      [{ displayName: 42 }, pick],
      [{ photo: "https://cdn.example/face.jpg" }, "photo: Please choose one of the character avatars."],
      [{}, "Nothing to change: send displayName or photo."],
    ] as const) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toBe(error);
    }
    expect((await (await put({ displayName: "Mia" }, "ko")).json()).error).toBe("단어 목록에서 이름을 골라 주세요.");
    const ok = await put({ displayName: "kind-penguin-8", photo: "/art/avatars/helly.svg" }, "ko");
    expect((await ok.json()).user).toMatchObject({
      displayName: "착한 펭귄 8",
      publicName: "kind-penguin-8",
      avatar: "helly",
    });
    expect((await send("/api/change-account", { cookie })).status).toBe(405);
  });

  it("GET /api/colorings/{userId} is for that user and staff only", async () => {
    await addColoring(people.user.userId);
    const expected: Record<Role, number> = {
      anonymous: 401,
      user: 200,
      another: 403,
      manager: 200,
      admin: 200,
      blocked: 401,
    };
    for (const role of ROLES) {
      const { cookie } = await as(role);
      const response = await send(`/api/colorings/${people.user.userId}`, { cookie });
      expect(response.status, role).toBe(expected[role]);
      if (expected[role] === 200) expect((await response.json()).totalColorings).toBeGreaterThan(0);
    }
  });

  it("DELETE /api/coloring/{id}: the owner or staff (logged); another user 403, visitors and blocked 401", async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      user: 200,
      another: 403,
      manager: 200,
      admin: 200,
      blocked: 401,
    };
    for (const role of ROLES) {
      const { id } = await addColoring(people.user.userId);
      await db().insert(reactions).values({ mediaId: id, userId: people.another.userId, content: ":p1:" });
      const { cookie } = await as(role);
      const response = await send(`/api/coloring/${id}`, { method: "DELETE", cookie });
      expect(response.status, role).toBe(expected[role]);
      const [row] = await db().select().from(media).where(eq(media.id, id));
      const logs = await db()
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.targetId, String(id)));
      if (expected[role] === 200) {
        expect(await response.json()).toEqual({ id });
        expect(row, role).toBeUndefined();
        expect(await db().select().from(reactions).where(eq(reactions.mediaId, id))).toEqual([]);
        // Staff deleting someone else's coloring is recorded; the owner deleting their own is not.
        expect(
          logs.map((l) => l.action),
          role,
        ).toEqual(role === "user" ? [] : ["coloring.delete"]);
      } else {
        expect(row, role).toBeDefined();
        expect(logs).toEqual([]);
      }
    }
    const { cookie } = await as("admin");
    expect((await send("/api/coloring/999999", { method: "DELETE", cookie })).status).toBe(404);
    expect((await send("/api/coloring/abc", { method: "DELETE", cookie })).status).toBe(404);
  });

  it("DELETE /api/delete-account: visitors and blocked users 401; anyone signed in deletes only their own account", async () => {
    for (const role of ["anonymous", "blocked"] as const) {
      const { cookie } = await as(role);
      expect((await send("/api/delete-account", { method: "DELETE", cookie })).status, role).toBe(401);
    }
    const doomed = await devSignIn("perm-doomed");
    const response = await send("/api/delete-account", { method: "DELETE", cookie: doomed.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: doomed.userId });
    expect(await db().select().from(users).where(eq(users.id, doomed.userId))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, people.user.userId))).toHaveLength(1);
    expect((await (await send("/api/fetch-user", { cookie: doomed.cookie })).json()).logged).toBe(false);
  });

  it("GET /api/logout ends only the caller's session, for anyone", async () => {
    for (const role of ROLES) {
      const { cookie } = await as(role);
      const response = await send("/api/logout", { cookie });
      expect(response.status, role).toBe(200);
      expect(await response.json()).toEqual({ logged: false, user: null });
      if (cookie) expect((await (await send("/api/fetch-user", { cookie })).json()).logged, role).toBe(false);
    }
    expect((await (await send("/api/fetch-user", { cookie: people.admin.cookie })).json()).logged).toBe(true);
    const crossSite = await send("/api/logout", {
      cookie: people.admin.cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
  });
});
