import { apiRoute, handle } from "~/server/http/endpoint-route";
import { requestInfo } from "~/server/http/request-context";
import { resolveLocale } from "~/server/locale";
import { searchVideos } from "~/server/services/videos";
import { api } from "~/shared/api/endpoints";

/** GET /api/politv/search?term&channel&order → {items} (spec §7); titles in the visitor's language (`lang`, cookie, browser). */
export const loader = apiRoute(
  handle(api.videoSearch, async ({ request, context, input }) => ({
    items: await searchVideos({ ...input.query, locale: resolveLocale(request), client: requestInfo(context).ip }),
  })),
);
export const action = loader;
