import { api, json, parse, searchParams } from "~/server/http/api";
import { currentUser } from "~/server/session/current-user";
import { listPublicColorings } from "~/server/services/gallery";
import { coloringsQuerySchema, type ColoringsResponse } from "~/shared/api/gallery";
import type { Route } from "./+types/colorings";

/** GET /api/colorings?page&rowsPerPage (spec §7): the gallery, newest first, `{totalColorings, colorings}`. */
export const loader = api(async ({ request }: Route.LoaderArgs) => {
  const query = parse(coloringsQuerySchema, searchParams(request));
  const viewer = await currentUser(request);
  const { totalColorings, colorings } = await listPublicColorings({ ...query, viewerId: viewer?.id ?? null });
  return json({ totalColorings, colorings } satisfies ColoringsResponse);
});
