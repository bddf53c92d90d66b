import {
  VIDEO_META_FIELD,
  VIDEO_UPLOAD_FIELD,
  type VideoFieldsInput,
  type VideoUpdateInput,
} from "~/shared/api/admin/videos";
import { callApi } from "~/shared/api/request";

export const videosApi = {
  /** The metadata goes first, so the server can read it before the (large) file streams in. */
  upload: (file: File, fields: VideoFieldsInput) => {
    const form = new FormData();
    form.set(VIDEO_META_FIELD, JSON.stringify(fields));
    form.set(VIDEO_UPLOAD_FIELD, file);
    return callApi("videoUpload", { body: form });
  },
  update: (id: string, changes: VideoUpdateInput) => callApi("videoUpdate", { params: { id }, body: changes }),
  retry: (id: string) => callApi("videoRetry", { params: { id } }),
  remove: (id: string) => callApi("videoDelete", { params: { id } }),
};
