import { api, json, methodNotAllowed, parse, searchParams } from "~/server/http/api";
import { requestInfo } from "~/server/http/request-context";
import { resolveLocale } from "~/server/locale";
import { searchVideos } from "~/server/services/videos";
import { videoSearchQuerySchema } from "~/shared/api/videos";
import type { Route } from "./+types/politv-search";

/** GET /api/politv/search?term&channel&order → {items} (spec §7); titles in the visitor's language (`lang`, cookie, browser). */
export const loader = api(async ({ request, context }: Route.LoaderArgs) => {
  const query = parse(videoSearchQuerySchema, searchParams(request));
  return json({ items: await searchVideos({ ...query, locale: resolveLocale(request), client: requestInfo(context).ip }) });
});

export const action = () => methodNotAllowed(["GET"]);
