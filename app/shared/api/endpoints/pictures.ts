import { endpoint } from "../endpoint";
import {
  pictureDeleteResponseSchema,
  pictureIdSchema,
  pictureListQuerySchema,
  pictureListResponseSchema,
  pictureResponseSchema,
  pictureUpdateSchema,
  potdCalendarQuerySchema,
  potdCalendarResponseSchema,
  potdDateParamSchema,
  potdDayResponseSchema,
  potdScheduleBodySchema,
} from "../pictures";

// Staff pictures and the puzzle-of-the-day calendar (issue 31): staff = managers and admins, as media (DESIGN §4.1).

export const pictureList = endpoint({
  method: "GET",
  path: "/api/admin/pictures",
  role: "staff",
  query: pictureListQuerySchema,
  response: pictureListResponseSchema,
});
export const pictureUpload = endpoint({
  method: "POST",
  path: "/api/admin/pictures",
  role: "staff",
  body: "multipart",
  response: pictureResponseSchema,
  status: 201,
});
export const pictureUpdate = endpoint({
  method: "PUT",
  path: "/api/admin/pictures/:id",
  role: "staff",
  params: { id: pictureIdSchema },
  notFound: "This picture does not exist.",
  body: pictureUpdateSchema,
  response: pictureResponseSchema,
});
export const pictureDelete = endpoint({
  method: "DELETE",
  path: "/api/admin/pictures/:id",
  role: "staff",
  params: { id: pictureIdSchema },
  notFound: "This picture does not exist.",
  response: pictureDeleteResponseSchema,
});
export const potdCalendar = endpoint({
  method: "GET",
  path: "/api/admin/potd-calendar",
  role: "staff",
  query: potdCalendarQuerySchema,
  response: potdCalendarResponseSchema,
});
export const potdSchedule = endpoint({
  method: "PUT",
  path: "/api/admin/potd-calendar/:date",
  role: "staff",
  params: { date: potdDateParamSchema },
  body: potdScheduleBodySchema,
  response: potdDayResponseSchema,
});
export const potdUnschedule = endpoint({
  method: "DELETE",
  path: "/api/admin/potd-calendar/:date",
  role: "staff",
  params: { date: potdDateParamSchema },
  response: potdDayResponseSchema,
});
