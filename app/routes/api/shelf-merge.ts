import { apiRoute, handle } from "~/server/http/endpoint-route";
import { mergeShelf } from "~/server/services/shelf";
import { api } from "~/shared/api/endpoints";

/** POST /api/shelf/merge: the browser's shelf joins the caller's account at sign-in. */
export const action = apiRoute(handle(api.shelfMerge, ({ actor, input }) => mergeShelf(actor.id, input.body)));
export const loader = action;
