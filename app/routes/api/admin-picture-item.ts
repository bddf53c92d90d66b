import { apiRoute, handle } from "~/server/http/endpoint-route";
import { deleteStaffPicture, updateStaffPicture } from "~/server/services/staff-pictures";
import { api } from "~/shared/api/endpoints";

/** PUT /api/admin/pictures/{id} `{titles}`: new titles. DELETE: the picture leaves /play, the pickers and the calendar. */
export const action = apiRoute(
  handle(api.pictureUpdate, ({ actor, input }) => updateStaffPicture(actor, input.params.id, input.body.titles)),
  handle(api.pictureDelete, ({ actor, input }) => deleteStaffPicture(actor, input.params.id)),
);
export const loader = action;
