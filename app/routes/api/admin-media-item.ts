import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { updateMedia } from "~/server/services/media";
import { api } from "~/shared/api/endpoints";

/** PUT /api/admin/media/{id} (spec §7): staff set featured/filtered/approved or attributes; answers `{media}`. */
export const action = apiRoute(
  handle(api.mediaUpdate, async ({ actor, input, request }) => ({
    media: await updateMedia(actor, input.params.id, input.body, resolveLocale(request)),
  })),
);
export const loader = action;
