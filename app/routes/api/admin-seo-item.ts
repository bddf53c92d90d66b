import { json, parse, readJson } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { deleteSeo, updateSeo } from "~/server/services/admin/seo";
import { seoIdSchema, seoUpdateSchema } from "~/shared/api/admin";

/** PUT /api/admin/seo/{id}: `{seo}`; DELETE: `{id}`. Staff. */
export const action = adminApi(
  {
    PUT: async ({ request, params, actor }) =>
      json({ seo: await updateSeo(actor, parse(seoIdSchema, params.id), parse(seoUpdateSchema, await readJson(request))) }),
    DELETE: async ({ params, actor }) => json(await deleteSeo(actor, parse(seoIdSchema, params.id))),
  },
  { role: "staff" },
);
export const loader = action;
