import { apiRoute, handle } from "~/server/http/endpoint-route";
import { puzzleOfTheDay, puzzleOfTheNextDay } from "~/server/services/potd";
import { api } from "~/shared/api/endpoints";

/**
 * GET /api/potd/preview/{date} and /api/potd/preview/next/{date} (DESIGN §4.9): `{image}` for the date or the day after.
 * no-store (json's default): the dashboard promises that schedule changes show at once.
 */
export const loader = apiRoute(
  handle(api.potdPreview, ({ input }) => puzzleOfTheDay(input.params.date)),
  handle(api.potdPreviewNext, ({ input }) => puzzleOfTheNextDay(input.params.date)),
);
export const action = loader;
