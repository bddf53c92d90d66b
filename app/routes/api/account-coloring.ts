import { apiRoute, handle } from "~/server/http/endpoint-route";
import { deleteColoring } from "~/server/services/colorings";
import { api } from "~/shared/api/endpoints";

/** DELETE /api/coloring/{id}: the owner or staff delete a coloring → `{id}`; anyone else 403. */
export const action = apiRoute(
  handle(api.deleteColoring, ({ actor, input }) => deleteColoring(actor, input.params.id)),
);
export const loader = action;
