import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { currentUser } from "~/server/session/current-user";
import { listPublicColorings } from "~/server/services/gallery";
import { api } from "~/shared/api/endpoints";

/** GET /api/colorings?page&rowsPerPage (spec §7): the gallery, newest first, `{totalColorings, colorings}`. */
export const loader = apiRoute(
  handle(api.colorings, async ({ request, input }) => {
    const viewer = await currentUser(request);
    const { totalColorings, colorings } = await listPublicColorings({
      ...input.query,
      locale: resolveLocale(request),
      viewerId: viewer?.id ?? null,
    });
    return { totalColorings, colorings };
  }),
);
export const action = loader;
