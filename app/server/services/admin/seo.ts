import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { PublicUser } from "~/shared/api/account";
import type { AdminSeo, Channel, seoCreateSchema, seoUpdateSchema } from "~/shared/api/admin";
import { db } from "../../db/client";
import { seoEntries } from "../../db/schema";
import { HttpError } from "../../http/api";
import { logActivity } from "../activity-log";
import { contentTags } from "../content-tags";
import { publicContentChanged } from "../public-content";

type SeoRow = typeof seoEntries.$inferSelect;

function toAdminSeo(row: SeoRow): AdminSeo {
  return {
    id: row.id,
    path: row.path,
    locale: row.locale as Channel,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    image: row.image,
    noindex: row.noindex,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fields = ({ id: _id, updatedAt: _u, ...rest }: AdminSeo) => rest;

function duplicate(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e?.code === "23505" || e?.cause?.code === "23505")
    throw new HttpError(409, "There is already an entry for this path and locale.");
  throw error;
}

/** GET /api/admin/seo: every entry, by path then locale. */
export async function listSeo(): Promise<AdminSeo[]> {
  const rows = await db().select().from(seoEntries).orderBy(asc(seoEntries.path), asc(seoEntries.locale));
  return rows.map(toAdminSeo);
}

/** POST /api/admin/seo: one entry per path and locale (409 for a second one). The public head uses it on the next request. */
export async function createSeo(actor: PublicUser, input: z.output<typeof seoCreateSchema>): Promise<AdminSeo> {
  const seo = await db()
    .transaction(async (tx) => {
      const [row] = await tx.insert(seoEntries).values(input).returning();
      const seo = toAdminSeo(row);
      await logActivity(tx, actor, { action: "seo.create", targetType: "seo", targetId: row.id, after: fields(seo) });
      return seo;
    })
    .catch(duplicate);
  publicContentChanged([contentTags.seo(seo.path)]);
  return seo;
}

/** PUT /api/admin/seo/{id}: only the given fields change. */
export async function updateSeo(
  actor: PublicUser,
  id: number,
  input: z.output<typeof seoUpdateSchema>,
): Promise<AdminSeo> {
  const { seo, formerPath } = await db()
    .transaction(async (tx) => {
      const [row] = await tx.select().from(seoEntries).where(eq(seoEntries.id, id)).for("update");
      if (!row) throw new HttpError(404, "This SEO entry does not exist.");
      const change = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const [updated] = await tx
        .update(seoEntries)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(seoEntries.id, id))
        .returning();
      const keys = ["path", "locale", ...Object.keys(change)] as (keyof AdminSeo)[];
      const slice = (s: AdminSeo) => Object.fromEntries([...new Set(keys)].map((k) => [k, s[k]]));
      const seo = toAdminSeo(updated);
      await logActivity(tx, actor, {
        action: "seo.update",
        targetType: "seo",
        targetId: id,
        before: slice(toAdminSeo(row)),
        after: slice(seo),
      });
      return { seo, formerPath: row.path };
    })
    .catch(duplicate);
  publicContentChanged([contentTags.seo(formerPath), contentTags.seo(seo.path)]);
  return seo;
}

/** DELETE /api/admin/seo/{id} */
export async function deleteSeo(actor: PublicUser, id: number): Promise<{ id: number }> {
  const path = await db().transaction(async (tx) => {
    const [row] = await tx.delete(seoEntries).where(eq(seoEntries.id, id)).returning();
    if (!row) throw new HttpError(404, "This SEO entry does not exist.");
    await logActivity(tx, actor, {
      action: "seo.delete",
      targetType: "seo",
      targetId: id,
      before: fields(toAdminSeo(row)),
    });
    return row.path;
  });
  publicContentChanged([contentTags.seo(path)]);
  return { id };
}
