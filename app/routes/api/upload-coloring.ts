import { api, HttpError, json, methodNotAllowed } from "~/server/http/api";
import { rateLimit, refundRateLimit } from "~/server/http/rate-limit";
import { requireUser } from "~/server/session/guards";
import { readUploadForm, uploadColoring } from "~/server/services/uploads";
import { COLORING_PAGE_FIELD, COLORING_UPLOAD_FIELD, coloringPageKeySchema, type UploadColoringResponse } from "~/shared/api/gallery";
import type { Route } from "./+types/upload-coloring";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/upload/coloring (spec §7): multipart field `coloring`; answers 201 `{coloring}`. */
export const action = api(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireUser(request);
  await rateLimit("uploadAttempt", user.id);
  // Spend the upload budget first (so ten parallel requests cannot all pass a budget of one), and give it back when
  // the upload is refused or fails: only stored pictures count.
  await rateLimit("upload", user.id);
  try {
    const form = await readUploadForm(request);
    const file = form.get(COLORING_UPLOAD_FIELD);
    if (!(file instanceof Blob)) throw new HttpError(400, `Attach the picture in the "${COLORING_UPLOAD_FIELD}" field.`);
    const pageKey = coloringPageKeySchema.safeParse(form.get(COLORING_PAGE_FIELD));
    const coloring = await uploadColoring(user, Buffer.from(await file.arrayBuffer()), pageKey.success ? pageKey.data : null);
    return json({ coloring } satisfies UploadColoringResponse, { status: 201 });
  } catch (error) {
    await refundRateLimit("upload", user.id);
    throw error;
  }
});
