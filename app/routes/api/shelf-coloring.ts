import { apiRoute, handle } from "~/server/http/endpoint-route";
import { forgetStartedColoring } from "~/server/services/shelf";
import { readDrawing } from "~/server/services/shelf-drawing";
import { api } from "~/shared/api/endpoints";

/** GET /api/shelf/coloring/{pageKey}: the caller's own drawing of this page, as their account keeps it (404: none). */
const drawing = handle(api.shelfDrawing, ({ actor, input }) => readDrawing(actor.id, input.params.pageKey));

/** DELETE /api/shelf/coloring/{pageKey}: the caller cleared this page; its drawing and half-done picture leave their shelf. */
const forget = handle(api.shelfForgetStarted, async ({ actor, input }) => {
  await forgetStartedColoring(actor.id, input.params.pageKey);
});

export const loader = apiRoute(drawing, forget);
export const action = loader;
