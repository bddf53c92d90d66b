import { apiRoute, handle } from "~/server/http/endpoint-route";
import { getShelf } from "~/server/services/shelf";
import { api } from "~/shared/api/endpoints";

/** GET /api/shelf: the caller's own shelf, stickers and day count (there is no way to ask for another account's). */
export const loader = apiRoute(handle(api.shelf, ({ actor }) => getShelf(actor.id)));
export const action = loader;
