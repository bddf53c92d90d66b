import { apiRoute, handle } from "~/server/http/endpoint-route";
import { saveShelfItem } from "~/server/services/shelf";
import { api } from "~/shared/api/endpoints";

/** PUT /api/shelf/item: a picture on the caller's own shelf; a first finish earns a sticker. */
export const action = apiRoute(handle(api.shelfSave, ({ actor, input }) => saveShelfItem(actor.id, input.body)));
export const loader = action;
