import type {
  CampaignCreateInput,
  CampaignUpdateInput,
  MediaListQuery,
  SeoCreateInput,
  SeoUpdateInput,
} from "~/shared/api/admin";
import type { MediaUpdateBody } from "~/shared/api/media";
import {
  PICTURE_FILE_FIELD,
  PICTURE_KIND_FIELD,
  PICTURE_TITLES_FIELD,
  type PictureKind,
  type PictureTitles,
} from "~/shared/api/pictures";
import { callApi } from "~/shared/api/request";
import type { Grade, MediaType } from "~/shared/constants";

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  ).toString();

/** The dashboard's calls of spec §7, one function each; a failed call throws its Response (errorText shows `{error}`). */
export const adminApi = {
  changeGrade: (id: string, grade: Grade) => callApi("userGrade", { body: { id, grade } }),
  rename: (id: string, displayName: string) => callApi("userRename", { body: { id, displayName } }),
  deleteUser: (id: string) => callApi("userDelete", { query: { id } }),

  listMedia: (q: Partial<MediaListQuery>) => callApi("mediaList", { query: q }),
  updateMedia: (id: number, body: MediaUpdateBody) => callApi("mediaUpdate", { params: { id }, body }),
  deleteMedia: (id: number) => callApi("mediaDelete", { query: { id } }),
  uploadMedia: (file: File, type: MediaType, date?: string) => {
    const form = new FormData();
    form.set("file", file);
    form.set("type", type);
    if (date) form.set("date", date);
    return callApi("mediaUpload", { body: form });
  },

  listPictures: () => callApi("pictureList", { query: {} }),
  uploadPicture: (file: File, kind: PictureKind, titles: Record<string, string>) => {
    const form = new FormData();
    form.set(PICTURE_FILE_FIELD, file);
    form.set(PICTURE_KIND_FIELD, kind);
    form.set(PICTURE_TITLES_FIELD, JSON.stringify(titles));
    return callApi("pictureUpload", { body: form });
  },
  updatePicture: (id: number, titles: PictureTitles) => callApi("pictureUpdate", { params: { id }, body: { titles } }),
  deletePicture: (id: number) => callApi("pictureDelete", { params: { id } }),
  scheduleDay: (date: string, picture: string) => callApi("potdSchedule", { params: { date }, body: { picture } }),
  unscheduleDay: (date: string) => callApi("potdUnschedule", { params: { date } }),

  createCampaign: (input: CampaignCreateInput) => callApi("campaignCreate", { body: input }),
  updateCampaign: (id: number, input: CampaignUpdateInput) =>
    callApi("campaignUpdate", { params: { id }, body: input }),
  deleteCampaign: (id: number) => callApi("campaignDelete", { params: { id } }),

  createSeo: (input: SeoCreateInput) => callApi("seoCreate", { body: input }),
  updateSeo: (id: number, input: SeoUpdateInput) => callApi("seoUpdate", { params: { id }, body: input }),
  deleteSeo: (id: number) => callApi("seoDelete", { params: { id } }),
};

/** The query of a link (the CSV download), without empty values. */
export { query as queryString };
