import { apiRoute, handle } from "~/server/http/endpoint-route";
import { deleteSeo, updateSeo } from "~/server/services/admin/seo";
import { api } from "~/shared/api/endpoints";

/** PUT /api/admin/seo/{id}: `{seo}`; DELETE: `{id}`. Staff. */
export const action = apiRoute(
  handle(api.seoUpdate, async ({ actor, input }) => ({ seo: await updateSeo(actor, input.params.id, input.body) })),
  handle(api.seoDelete, ({ actor, input }) => deleteSeo(actor, input.params.id)),
);
export const loader = action;
