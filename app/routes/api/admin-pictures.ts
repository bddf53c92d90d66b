import { HttpError, json, parse } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { ImageRejected } from "~/server/images/process-image";
import { LineArtRejected } from "~/server/images/line-art";
import { createStaffPicture, listStaffPictures } from "~/server/services/staff-pictures";
import { readUploadForm } from "~/server/services/uploads";
import { api } from "~/shared/api/endpoints";
import {
  PICTURE_FILE_FIELD,
  PICTURE_KIND_FIELD,
  PICTURE_TITLES_FIELD,
  pictureUploadFieldsSchema,
} from "~/shared/api/pictures";

function titlesField(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(400, "titles must be a JSON object with a title per language.");
  }
}

/**
 * GET /api/admin/pictures?kind: the pictures staff added. POST (multipart `file`, `kind`, `titles` as JSON): 201
 * `{picture, regionsPreview}`; line art with gaps is 422 `{error, regionsPreview}` (the shapes, the flood in red).
 */
export const loader = apiRoute(
  handle(api.pictureList, async ({ input }) => ({ pictures: await listStaffPictures(input.query.kind) })),
  handle(api.pictureUpload, async ({ request, actor }) => {
    const form = await readUploadForm(request);
    const { kind, titles } = parse(pictureUploadFieldsSchema, {
      kind: form.get(PICTURE_KIND_FIELD) ?? undefined,
      titles: titlesField(form.get(PICTURE_TITLES_FIELD)),
    });
    const file = form.get(PICTURE_FILE_FIELD);
    if (!(file instanceof Blob)) throw new HttpError(400, "Choose a picture to upload.");
    try {
      return await createStaffPicture(actor, kind, titles, Buffer.from(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof LineArtRejected)
        return json({ error: error.message, regionsPreview: error.regionsPreview }, { status: 422 });
      if (error instanceof ImageRejected) throw new HttpError(error.status, error.message, error.headers);
      throw error;
    }
  }),
);
export const action = loader;
