import { api, json, methodNotAllowed, parse, searchParams } from "~/server/http/api";
import { resolveLocale } from "~/server/locale";
import { videoDetails } from "~/server/services/videos";
import { videoDetailsQuerySchema } from "~/shared/api/videos";
import type { Route } from "./+types/politv-details";

/** GET /api/politv/details?id → {items} with the one video (spec §7); no such video → 404 'Video Not Found'. */
export const loader = api(async ({ request }: Route.LoaderArgs) => {
  const { id } = parse(videoDetailsQuerySchema, searchParams(request));
  return json({ items: [await videoDetails(id, resolveLocale(request))] });
});

export const action = () => methodNotAllowed(["GET"]);
