import { HttpError, parse } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { readUploadForm, uploadMedia } from "~/server/services/uploads";
import { MEDIA_UPLOAD_FIELD, mediaUploadFieldsSchema } from "~/shared/api/admin";
import { api } from "~/shared/api/endpoints";

/** POST /api/upload/media (staff), multipart `file`, `type`, and `date` for potd: 201 `{media, totalMedia}`. */
export const action = apiRoute(
  handle(api.mediaUpload, async ({ request, actor }) => {
    const form = await readUploadForm(request);
    const { type, date } = parse(mediaUploadFieldsSchema, {
      type: form.get("type") ?? undefined,
      date: form.get("date") ?? undefined,
    });
    const file = form.get(MEDIA_UPLOAD_FIELD);
    if (!(file instanceof Blob)) throw new HttpError(400, "Choose a picture to upload.");
    return uploadMedia(actor, Buffer.from(await file.arrayBuffer()), type, resolveLocale(request), date);
  }),
);
export const loader = action;
