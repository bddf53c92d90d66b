import type { z } from "zod";
import { idResponseSchema } from "~/shared/api/admin";
import {
  VIDEO_META_FIELD, VIDEO_UPLOAD_FIELD, videoResponseSchema, type VideoFieldsInput, type VideoUpdateInput,
} from "~/shared/api/admin/videos";

/** Calls the video library API; a failed call throws its Response, so errorText() shows the server's `{error}`. */
async function call<S extends z.ZodType>(schema: S, path: string, method: string, body?: unknown): Promise<z.infer<S>> {
  const headers = new Headers({ Accept: "application/json" });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set("Content-Type", "application/json");
  }
  const response = await fetch(path, { method, body: payload, headers, credentials: "same-origin" });
  if (!response.ok) throw response;
  return schema.parse(await response.json());
}

export const videosApi = {
  /** The metadata goes first, so the server can read it before the (large) file streams in. */
  upload: (file: File, fields: VideoFieldsInput) => {
    const form = new FormData();
    form.set(VIDEO_META_FIELD, JSON.stringify(fields));
    form.set(VIDEO_UPLOAD_FIELD, file);
    return call(videoResponseSchema, "/api/upload/video", "POST", form);
  },
  update: (id: string, changes: VideoUpdateInput) => call(videoResponseSchema, `/api/admin/videos/${encodeURIComponent(id)}`, "PUT", changes),
  retry: (id: string) => call(videoResponseSchema, `/api/admin/videos/${encodeURIComponent(id)}/retry`, "POST"),
  remove: (id: string) => call(idResponseSchema, `/api/admin/videos/${encodeURIComponent(id)}`, "DELETE"),
};
