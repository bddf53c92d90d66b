import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeAccount } from "~/server/auth/accounts";
import { db } from "~/server/db/client";
import { campaigns, media, seoEntries, users } from "~/server/db/schema";
import { createSeo, updateSeo } from "~/server/services/admin/seo";
import { campaignsForVisitor, createCampaign, deleteCampaign, updateCampaign } from "~/server/services/campaigns";
import { deleteColoring } from "~/server/services/colorings";
import { contentTags, pageTagCollector } from "~/server/services/content-tags";
import { coloringOfTheDay } from "~/server/services/cotd";
import { listPublicColorings } from "~/server/services/gallery";
import { updateMedia } from "~/server/services/media";
import { onPublicContentChange, type ChangedTags } from "~/server/services/public-content";
import { toPublicUser } from "~/server/session/public-user";
import type { PublicUser } from "~/shared/api/account";
import { addColoring } from "./fixtures";

/**
 * Issue 29, item 4: what a page reads tags it, and what a write touches is announced with the same tags, so the page
 * cache (and the CDN) forget exactly the pages that show a change. Against the real database.
 */

let announced: ChangedTags[] = [];
let stop: () => void = () => {};
let staff: PublicUser;

beforeEach(async () => {
  await db().delete(media);
  await db().delete(campaigns);
  await db().delete(seoEntries);
  await db().delete(users).where(eq(users.id, "tag-staff"));
  await db().delete(users).where(eq(users.id, "tag-kid"));
  const [row] = await db()
    .insert(users)
    .values({ id: "tag-staff", name: "Boss", grade: "admin", identity: "dev:tag-staff", email: "boss@private.invalid" })
    .returning();
  await db().insert(users).values({
    id: "tag-kid",
    name: "Kid",
    identity: "dev:tag-kid",
    email: "kid@private.invalid",
    publicName: "happy-bunny-7",
  });
  staff = toPublicUser(row, "en");
  announced = [];
  stop = onPublicContentChange(({ tags }) => void announced.push(tags));
});
afterEach(() => stop());

async function tagsOf(read: () => Promise<unknown>): Promise<string[]> {
  const collector = pageTagCollector();
  await collector.run(read);
  return collector.tags().sort();
}

describe("what pages read tags them", () => {
  it("a gallery page: the list, each picture and each owner", async () => {
    const first = await addColoring("tag-kid", { approved: 1 });
    const second = await addColoring("tag-kid", { approved: 1 });
    expect(await tagsOf(() => listPublicColorings({ page: 0, rowsPerPage: 10, locale: "en" }))).toEqual(
      [
        "site",
        "gallery",
        contentTags.coloring(first.id),
        contentTags.coloring(second.id),
        contentTags.user("tag-kid"),
      ].sort(),
    );
  });

  it("the coloring of the day: the featured pick, or with none featured the gallery's newest", async () => {
    const featured = await addColoring("tag-kid", { approved: 1, featured: 1 });
    expect(await tagsOf(() => coloringOfTheDay("en"))).toEqual(
      ["site", "cotd", contentTags.coloring(featured.id), contentTags.user("tag-kid")].sort(),
    );
    await db().update(media).set({ featured: 0 });
    expect(await tagsOf(() => coloringOfTheDay("en"))).toContain("gallery");
  });

  it("campaigns: everyone's and the visitor's country, or the rest's when the country has none", async () => {
    expect(await tagsOf(() => campaignsForVisitor("FR", "en"))).toEqual(["campaigns:*", "campaigns:FR", "site"]);
    expect(await tagsOf(() => campaignsForVisitor("", "en"))).toEqual(["campaigns:*", "campaigns:rest", "site"]);
  });
});

describe("what writes touch is announced with the same tags", () => {
  it("an SEO entry: its path, and its former path when it moves", async () => {
    const seo = await createSeo(staff, {
      path: "/apps",
      locale: "*",
      title: "Apps",
      description: "",
      keywords: "",
      image: "",
      noindex: false,
    });
    await updateSeo(staff, seo.id, { path: "/play" });
    expect(announced).toEqual([[contentTags.seo("/apps")], [contentTags.seo("/apps"), contentTags.seo("/play")]]);
  });

  it("a campaign: its region's pages and its event page; the rest's pages when its country joins or leaves them", async () => {
    const base = {
      channel: "*" as const,
      description: "",
      targetUrl: "",
      bannerUrl: "/b.svg",
      startDate: "2020-01-01",
      endDate: "2099-01-01",
      activated: true,
    };
    const { campaign } = await createCampaign(staff, { ...base, region: "FR", title: "Fête", keyid: "fete-1" });
    const { campaign: second } = await createCampaign(staff, {
      ...base,
      region: "FR",
      title: "Fête 2",
      keyid: "fete-2",
    });
    await createCampaign(staff, { ...base, region: "*", title: "All", keyid: "all-1" });
    await deleteCampaign(staff, campaign.id);
    await updateCampaign(staff, second.id, { region: "DE" });
    expect(announced).toEqual([
      ["campaigns:FR", "campaign:fete-1", "campaigns:rest"],
      // France already has pages of its own: the rest's pages do not change.
      ["campaigns:FR", "campaign:fete-2"],
      ["campaigns:*", "campaign:all-1"],
      ["campaigns:FR", "campaign:fete-1"],
      // Its last campaign moves from France to Germany: France leaves, Germany joins.
      ["campaigns:FR", "campaign:fete-2", "campaigns:rest", "campaigns:DE"],
    ]);
  });

  it("colorings and their owners: featuring, filtering, deleting, renaming", async () => {
    const coloring = await addColoring("tag-kid", { approved: 1 });
    await updateMedia(staff, coloring.id, { featured: 1 }, "en");
    await updateMedia(staff, coloring.id, { filtered: 1 }, "en");
    await deleteColoring(staff, coloring.id);
    await changeAccount("tag-kid", { avatar: "amber" }, "en");
    const own = contentTags.coloring(coloring.id);
    expect(announced).toEqual([
      [own, "cotd"],
      [own, "gallery", "cotd"],
      ["gallery", "cotd", own],
      [contentTags.user("tag-kid")],
    ]);
  });
});
