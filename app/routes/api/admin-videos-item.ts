import { json, parse, readJson } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { deleteLibraryVideo, getLibraryVideo, updateLibraryVideo } from "~/server/services/video-library/library";
import { videoUpdateSchema } from "~/shared/api/admin/videos";
import { videoIdSchema } from "~/shared/api/videos";

/** GET /api/admin/videos/{id}: `{video}` (the dashboard polls it while processing); PUT: `{video}`; DELETE: `{id}`. Staff. */
export const loader = adminApi(
  {
    GET: async ({ params }) => json({ video: await getLibraryVideo(parse(videoIdSchema, params.id)) }),
    PUT: async ({ request, params, actor }) =>
      json({ video: await updateLibraryVideo(actor, parse(videoIdSchema, params.id), parse(videoUpdateSchema, await readJson(request))) }),
    DELETE: async ({ params, actor }) => json(await deleteLibraryVideo(actor, parse(videoIdSchema, params.id))),
  },
  { role: "staff" },
);
export const action = loader;
