import { HttpError, json, parse } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { uploadMedia } from "~/server/services/admin/media";
import { readUploadForm } from "~/server/services/uploads";
import { MEDIA_UPLOAD_FIELD, mediaUploadFieldsSchema } from "~/shared/api/admin";

/** POST /api/upload/media (staff), multipart `file`, `type`, and `date` for potd: 201 `{media, totalMedia}`. */
export const action = adminApi(
  {
    POST: async ({ request, actor }) => {
      const form = await readUploadForm(request);
      const { type, date } = parse(mediaUploadFieldsSchema, { type: form.get("type") ?? undefined, date: form.get("date") ?? undefined });
      const file = form.get(MEDIA_UPLOAD_FIELD);
      if (!(file instanceof Blob)) throw new HttpError(400, "Choose a picture to upload.");
      return json(await uploadMedia(actor, Buffer.from(await file.arrayBuffer()), type, date), { status: 201 });
    },
  },
  { role: "staff" },
);
export const loader = action;
