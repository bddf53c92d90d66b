import type { CampaignCreateInput, CampaignUpdateInput, MediaListQuery, SeoCreateInput, SeoUpdateInput } from "~/shared/api/admin";
import { api } from "~/shared/api/endpoints";
import type { MediaUpdateBody } from "~/shared/api/media";
import { apiRequest } from "~/shared/api/request";
import type { Grade, MediaType } from "~/shared/constants";

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]]))).toString();

/** The dashboard's calls of spec §7, one function each; a failed call throws its Response (errorText shows `{error}`). */
export const adminApi = {
  changeGrade: (id: string, grade: Grade) => apiRequest(api.userGrade, { body: { id, grade } }),
  rename: (id: string, displayName: string) => apiRequest(api.userRename, { body: { id, displayName } }),
  deleteUser: (id: string) => apiRequest(api.userDelete, { query: { id } }),

  listMedia: (q: Partial<MediaListQuery>) => apiRequest(api.mediaList, { query: q }),
  updateMedia: (id: number, body: MediaUpdateBody) => apiRequest(api.mediaUpdate, { params: { id }, body }),
  deleteMedia: (id: number) => apiRequest(api.mediaDelete, { query: { id } }),
  uploadMedia: (file: File, type: MediaType, date?: string) => {
    const form = new FormData();
    form.set("file", file);
    form.set("type", type);
    if (date) form.set("date", date);
    return apiRequest(api.mediaUpload, { body: form });
  },

  createCampaign: (input: CampaignCreateInput) => apiRequest(api.campaignCreate, { body: input }),
  updateCampaign: (id: number, input: CampaignUpdateInput) => apiRequest(api.campaignUpdate, { params: { id }, body: input }),
  deleteCampaign: (id: number) => apiRequest(api.campaignDelete, { params: { id } }),

  createSeo: (input: SeoCreateInput) => apiRequest(api.seoCreate, { body: input }),
  updateSeo: (id: number, input: SeoUpdateInput) => apiRequest(api.seoUpdate, { params: { id }, body: input }),
  deleteSeo: (id: number) => apiRequest(api.seoDelete, { params: { id } }),
};

/** The query of a link (the CSV download), without empty values. */
export { query as queryString };
