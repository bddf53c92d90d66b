import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { potdCalendar, scheduleDay, unscheduleDay } from "~/server/services/potd-calendar";
import { api } from "~/shared/api/endpoints";

/**
 * GET /api/admin/potd-calendar?month=YYYY-MM: the month's puzzles of the day and the pictures to choose from.
 * PUT /api/admin/potd-calendar/{date} `{picture}`: a picture on that day. DELETE: the day back to the rotation.
 */
export const loader = apiRoute(
  handle(api.potdCalendar, ({ input, request }) => potdCalendar(input.query.month, resolveLocale(request))),
  handle(api.potdSchedule, async ({ actor, input, request }) => ({
    day: await scheduleDay(actor, input.params.date, input.body.picture, resolveLocale(request)),
  })),
  handle(api.potdUnschedule, async ({ actor, input, request }) => ({
    day: await unscheduleDay(actor, input.params.date, resolveLocale(request)),
  })),
);
export const action = loader;
