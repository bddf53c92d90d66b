import { api, json, methodNotAllowed, parse, readJson } from "~/server/http/api";
import { rateLimit } from "~/server/http/rate-limit";
import { requireUser } from "~/server/session/guards";
import { toggleReaction } from "~/server/services/reactions";
import type { ReactionResponse } from "~/shared/api/gallery";
import { REACTION_ID_PARAM, reactionBodySchema } from "~/shared/api/reactions";
import type { Route } from "./+types/reaction";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/reaction/{id} body `{content: ":p3:"}` (spec §7, DESIGN §4.5): answers `{coloring}`. */
export const action = api(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireUser(request);
  const id = parse(REACTION_ID_PARAM, params.id);
  const { content } = parse(reactionBodySchema, await readJson(request));
  await rateLimit("reaction", user.id);
  return json({ coloring: await toggleReaction(id, user, content) } satisfies ReactionResponse);
});
