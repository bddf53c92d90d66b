import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { accounts, activityLogs, media, reactions, sessions, users } from "~/server/db/schema";
import { processImage } from "~/server/images/process-image";
import { saveImageFiles } from "~/server/services/media-files";
import { keyFromUrl, storage } from "~/server/storage/storage";
import * as fetchUser from "~/routes/api/account-fetch-user";
import * as adminUser from "~/routes/api/admin-user";
import * as adminUserGrade from "~/routes/api/admin-user-grade";
import * as adminUserRename from "~/routes/api/admin-user-rename";
import * as adminUsers from "~/routes/api/admin-users";
import { changeGrade, deleteUser } from "~/server/services/admin/users";
import { call } from "../helpers/route-args";
import { addMedia, addUser, devSignIn, logCount, signInAs, useAdminConfig } from "./fixtures";
import { pngBytes } from "./pictures";

let admin: { cookie?: string; userId: string };

beforeAll(async () => {
  useAdminConfig();
  admin = await signInAs("admin");
  // A name no search below matches.
  await db().update(users).set({ publicName: "calm-train-1" }).where(eq(users.id, admin.userId));
});

const grade = (id: string, value: string) =>
  call(adminUserGrade.action, "/api/admin/user/grade", {
    cookie: admin.cookie,
    method: "PUT",
    body: { id, grade: value },
  });

describe("user management (admin)", () => {
  it("lists newest first with paging, search by name or identity, and a grade filter", async () => {
    const ids = [
      await addUser("user", "jolly-bunny-11"),
      await addUser("manager", "jolly-bear-12"),
      await addUser("blocked", "jolly-towtruck-13"),
    ];
    const page = await (
      await call(adminUsers.loader, "/api/admin/users/fetch?search=jolly&rowsPerPage=10", { cookie: admin.cookie })
    ).json();
    expect(page.totalUsers).toBe(3);
    expect(page.users.map((u: { id: string }) => u.id)).toEqual([...ids].reverse());
    expect(Object.keys(page.users[0]).sort()).toEqual([
      "createdAt",
      "displayName",
      "grade",
      "id",
      "identity",
      "photo",
      "publicName",
      "totalColorings",
    ]);
    const byIdentity = await (
      await call(adminUsers.loader, `/api/admin/users/fetch?search=${encodeURIComponent(`test:${ids[1]}`)}`, {
        cookie: admin.cookie,
      })
    ).json();
    expect(byIdentity.users.map((u: { id: string }) => u.id)).toEqual([ids[1]]);
    // The name as shown ("Jolly Tow Truck") finds its key too.
    const blocked = await (
      await call(adminUsers.loader, "/api/admin/users/fetch?grade=blocked&search=Jolly%20Tow", { cookie: admin.cookie })
    ).json();
    expect(
      blocked.users.map((u: { displayName: string; publicName: string }) => [u.displayName, u.publicName]),
    ).toEqual([["Jolly Tow Truck 13", "jolly-towtruck-13"]]);
    const second = await (
      await call(adminUsers.loader, "/api/admin/users/fetch?search=jolly&rowsPerPage=10&page=1", {
        cookie: admin.cookie,
      })
    ).json();
    expect(second).toEqual({ users: [], totalUsers: 3 });
    // "%" is searched for literally.
    expect(
      (await (await call(adminUsers.loader, "/api/admin/users/fetch?search=%25", { cookie: admin.cookie })).json())
        .totalUsers,
    ).toBe(0);
  });

  it("an admin cannot demote or delete themself, and nothing is logged", async () => {
    const before = await logCount();
    const demote = await grade(admin.userId, "user");
    expect(demote.status).toBe(403);
    const remove = await call(adminUser.action, `/api/admin/user?id=${admin.userId}`, {
      cookie: admin.cookie,
      method: "DELETE",
    });
    expect(remove.status).toBe(403);
    expect((await db().select().from(users).where(eq(users.id, admin.userId)))[0].grade).toBe("admin");
    expect(await logCount()).toBe(before);
  });

  it("the last admin cannot be removed (409), even by an actor whose own grade changed meanwhile", async () => {
    const other = await addUser("admin");
    expect((await grade(other, "manager")).status).toBe(200);
    // Only the signed-in admin is left. An actor that passed the guard before losing its own grade (a race the
    // row locks serialise) must not be able to remove the last administrator.
    const stale = {
      id: other,
      displayName: "Other Admin",
      publicName: "kind-bear-1",
      photo: "",
      avatar: "poli" as const,
      grade: "admin" as const,
      newRegistered: false,
    };
    const before = await logCount();
    await expect(changeGrade(stale, admin.userId, "user", "en")).rejects.toMatchObject({ status: 409 });
    await expect(deleteUser(stale, admin.userId)).rejects.toMatchObject({ status: 409 });
    expect(await logCount()).toBe(before);
    expect((await db().select().from(users).where(eq(users.grade, "admin"))).map((a) => a.id)).toEqual([admin.userId]);
    // With a second admin again, demoting one of them is fine.
    const peer = await addUser("admin");
    expect((await grade(peer, "user")).status).toBe(200);
  });

  it("blocking ends the user's sessions at once; changing a grade is logged with before and after", async () => {
    const target = await devSignIn("admin-soon-blocked");
    expect((await (await call(fetchUser.loader, "/api/fetch-user", { cookie: target.cookie })).json()).logged).toBe(
      true,
    );
    const response = await grade(target.userId, "blocked");
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: target.userId, grade: "blocked" });
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.userId))).toEqual([]);
    expect((await (await call(fetchUser.loader, "/api/fetch-user", { cookie: target.cookie })).json()).logged).toBe(
      false,
    );
    const [log] = await db().select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({
      actorId: admin.userId,
      action: "user.grade",
      targetType: "user",
      targetId: target.userId,
    });
    expect(log.summary).toMatchObject({ before: { grade: "user" }, after: { grade: "blocked" } });
  });

  it("renames only to a name from the word lists (issue 28), logged with before and after", async () => {
    const id = await addUser("user", "kind-bear-3");
    const rename = (displayName: string, target = id, lang = "en") =>
      call(adminUserRename.action, "/api/admin/user/rename", {
        cookie: `${admin.cookie}; lang=${lang}`,
        method: "PUT",
        body: { id: target, displayName },
      });
    const before = await logCount();
    for (const typed of ["  Rescue Fan  ", "Emma Park 010-2345-6789", "brave-helicopter-100", "brave-spaceship-4"]) {
      await expect(await rename(typed)).toBeJsonError(400, /word lists/);
    }
    expect(await logCount()).toBe(before);
    const response = await rename("brave-helicopter-42", id, "id");
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({
      displayName: "Helikopter Berani 42",
      publicName: "brave-helicopter-42",
    });
    const [log] = await db().select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log.summary).toEqual({ before: { name: "kind-bear-3" }, after: { name: "brave-helicopter-42" } });
    expect((await db().select().from(users).where(eq(users.id, id)))[0]).toMatchObject({
      publicName: "brave-helicopter-42",
      name: "brave-helicopter-42",
    });
    expect((await rename("kind-bear-1", "nobody")).status).toBe(404);
  });

  it("deleting a user removes their colorings, files, reactions, sessions and identities; site pictures stay (DESIGN §4.8)", async () => {
    const target = await devSignIn("admin-to-delete");
    const image = await processImage(await pngBytes());
    const pending = await saveImageFiles(image);
    const files = pending.files;
    const [coloring] = await db()
      .insert(media)
      .values({
        type: "coloring",
        ...files,
        ownerId: target.userId,
        width: image.width,
        height: image.height,
        bytes: image.png.length,
        hash: image.hash,
      })
      .returning();
    await pending.publish();
    expect(await storage().get(keyFromUrl(files.url)!)).not.toBeNull();
    const { id: banner } = await addMedia(target.userId, { type: "banner" });
    const someoneElse = await addUser();
    const { id: othersColoring } = await addMedia(someoneElse);
    await db()
      .insert(reactions)
      .values([
        { mediaId: coloring.id, userId: someoneElse, content: ":p1:" },
        { mediaId: othersColoring, userId: target.userId, content: ":r2:" },
      ]);

    const [{ publicName }] = await db().select().from(users).where(eq(users.id, target.userId));
    const response = await call(adminUser.action, `/api/admin/user?id=${target.userId}`, {
      cookie: admin.cookie,
      method: "DELETE",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: target.userId });
    expect(await db().select().from(users).where(eq(users.id, target.userId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.userId))).toEqual([]);
    expect(await db().select().from(accounts).where(eq(accounts.userId, target.userId))).toEqual([]);
    expect(await db().select().from(media).where(eq(media.id, coloring.id))).toEqual([]);
    expect(await db().select().from(reactions).where(eq(reactions.userId, target.userId))).toEqual([]);
    expect(await db().select().from(reactions).where(eq(reactions.mediaId, coloring.id))).toEqual([]);
    expect((await db().select().from(media).where(eq(media.id, banner)))[0].ownerId).toBeNull();
    expect(await storage().get(keyFromUrl(files.url)!)).toBeNull();
    const [log] = await db().select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({
      action: "user.delete",
      targetId: target.userId,
      summary: { before: { name: publicName, identity: "dev:admin-to-delete", colorings: 1 } },
    });
    expect(
      (await call(adminUser.action, `/api/admin/user?id=${target.userId}`, { cookie: admin.cookie, method: "DELETE" }))
        .status,
    ).toBe(404);
  });
});
