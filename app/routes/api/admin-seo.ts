import { json, parse, readJson } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { createSeo, listSeo } from "~/server/services/admin/seo";
import { seoCreateSchema } from "~/shared/api/admin";

/** GET /api/admin/seo: `{seoList}`; POST: 201 `{seo}` (409 when the path and locale already have one). Staff. */
export const loader = adminApi(
  {
    GET: async () => json({ seoList: await listSeo() }),
    POST: async ({ request, actor }) => json({ seo: await createSeo(actor, parse(seoCreateSchema, await readJson(request))) }, { status: 201 }),
  },
  { role: "staff" },
);
export const action = loader;
