import { apiRoute, handle } from "~/server/http/endpoint-route";
import { rateLimit } from "~/server/http/rate-limit";
import { resolveLocale } from "~/server/locale";
import { toggleReaction } from "~/server/services/reactions";
import { api } from "~/shared/api/endpoints";

/** POST /api/reaction/{id} body `{content: ":p3:"}` (spec §7, DESIGN §4.5): answers `{coloring}`. */
export const action = apiRoute(
  handle(api.reaction, async ({ actor, input, request }) => {
    await rateLimit("reaction", actor.id);
    return { coloring: await toggleReaction(input.params.id, actor, input.body.content, resolveLocale(request)) };
  }),
);
export const loader = action;
