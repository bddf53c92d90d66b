import { HttpError } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { rateLimit, refundRateLimit } from "~/server/http/rate-limit";
import { resolveLocale } from "~/server/locale";
import { readUploadForm, uploadColoring } from "~/server/services/uploads";
import { api } from "~/shared/api/endpoints";
import { coloringPageKeySchema } from "~/shared/api/gallery";
import { COLORING_PAGE_FIELD, COLORING_UPLOAD_FIELD } from "~/shared/constants";

/**
 * POST /api/upload/coloring (spec §7): multipart field `coloring`; answers 201 `{coloring}`. Idempotent: the same
 * picture from the same user again answers with the coloring already stored (services/uploads.ts).
 */
export const action = apiRoute(
  handle(api.uploadColoring, async ({ request, actor }) => {
    await rateLimit("uploadAttempt", actor.id);
    // Spend the upload budget first (so ten parallel requests cannot all pass a budget of one), and give it back when
    // the upload is refused or fails: only stored pictures count.
    await rateLimit("upload", actor.id);
    try {
      const form = await readUploadForm(request);
      const file = form.get(COLORING_UPLOAD_FIELD);
      if (!(file instanceof Blob))
        throw new HttpError(400, `Attach the picture in the "${COLORING_UPLOAD_FIELD}" field.`);
      const pageKey = coloringPageKeySchema.safeParse(form.get(COLORING_PAGE_FIELD));
      const { coloring, repeated } = await uploadColoring(
        actor,
        Buffer.from(await file.arrayBuffer()),
        pageKey.success ? pageKey.data : null,
        resolveLocale(request),
      );
      // The same picture again answers with the coloring already stored, and costs nothing of the budget.
      if (repeated) await refundRateLimit("upload", actor.id);
      return { coloring };
    } catch (error) {
      await refundRateLimit("upload", actor.id);
      throw error;
    }
  }),
);
export const loader = action;
