import type { z } from "zod";
import {
  campaignResponseSchema, idResponseSchema, mediaListResponseSchema, mediaUploadResponseSchema, seoResponseSchema,
  userResponseSchema, type CampaignCreateInput, type CampaignUpdateInput, type MediaListQuery, type SeoCreateInput,
  type SeoUpdateInput,
} from "~/shared/api/admin";
import { mediaResponseSchema, type MediaUpdateBody } from "~/shared/api/media";
import type { Grade, MediaType } from "~/shared/constants";

/** Calls the admin API; a failed call throws its Response, so errorText() can show the server's `{error}` (spec §8). */
export async function call<S extends z.ZodType>(schema: S, path: string, method = "GET", body?: unknown): Promise<z.infer<S>> {
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

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]]))).toString();

/** The dashboard's calls of spec §7, one function each. */
export const adminApi = {
  changeGrade: (id: string, grade: Grade) => call(userResponseSchema, "/api/admin/user/grade", "PUT", { id, grade }),
  rename: (id: string, displayName: string) => call(userResponseSchema, "/api/admin/user/rename", "PUT", { id, displayName }),
  deleteUser: (id: string) => call(idResponseSchema, `/api/admin/user?${query({ id })}`, "DELETE"),

  listMedia: (q: Partial<MediaListQuery>) => call(mediaListResponseSchema, `/api/admin/media?${query(q)}`),
  updateMedia: (id: number, body: MediaUpdateBody) => call(mediaResponseSchema, `/api/admin/media/${id}`, "PUT", body),
  deleteMedia: (id: number) => call(idResponseSchema, `/api/admin/media?${query({ id })}`, "DELETE"),
  uploadMedia: (file: File, type: MediaType, date?: string) => {
    const form = new FormData();
    form.set("file", file);
    form.set("type", type);
    if (date) form.set("date", date);
    return call(mediaUploadResponseSchema, "/api/upload/media", "POST", form);
  },

  createCampaign: (input: CampaignCreateInput) => call(campaignResponseSchema, "/api/admin/campaign", "POST", input),
  updateCampaign: (id: number, input: CampaignUpdateInput) => call(campaignResponseSchema, `/api/admin/campaign/${id}`, "PUT", input),
  deleteCampaign: (id: number) => call(idResponseSchema, `/api/admin/campaign/${id}`, "DELETE"),

  createSeo: (input: SeoCreateInput) => call(seoResponseSchema, "/api/admin/seo", "POST", input),
  updateSeo: (id: number, input: SeoUpdateInput) => call(seoResponseSchema, `/api/admin/seo/${id}`, "PUT", input),
  deleteSeo: (id: number) => call(idResponseSchema, `/api/admin/seo/${id}`, "DELETE"),
};

export { query as queryString };
