import { HttpError } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { listUserColorings } from "~/server/services/colorings";
import { api } from "~/shared/api/endpoints";
import { isStaff } from "~/shared/roles";

/** GET /api/colorings/{userId}?page&rowsPerPage: a user's own colorings, for that user or staff. */
export const loader = apiRoute(
  handle(
    api.ownColorings,
    ({ input, request }) =>
      listUserColorings(input.params.userId, resolveLocale(request), input.query.page, input.query.rowsPerPage),
    {
      before: ({ params, actor }) => {
        if (params.userId !== actor.id && !isStaff(actor.grade))
          throw new HttpError(403, "You can only see your own colorings here.");
      },
    },
  ),
);
export const action = loader;
