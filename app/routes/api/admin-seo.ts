import { apiRoute, handle } from "~/server/http/endpoint-route";
import { createSeo, listSeo } from "~/server/services/admin/seo";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/seo: `{seoList}`; POST: 201 `{seo}` (409 when the path and locale already have one). Staff. */
export const loader = apiRoute(
  handle(api.seoList, async () => ({ seoList: await listSeo() })),
  handle(api.seoCreate, async ({ actor, input }) => ({ seo: await createSeo(actor, input.body) })),
);
export const action = loader;
