import { call } from "../ui/admin-api";
import { idResponseSchema } from "~/shared/api/admin";
import {
  VIDEO_META_FIELD, VIDEO_UPLOAD_FIELD, videoResponseSchema, type VideoFieldsInput, type VideoUpdateInput,
} from "~/shared/api/admin/videos";

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
