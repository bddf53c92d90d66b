import {
  changeAccountResponseSchema, deleteColoringResponseSchema, fetchUserResponseSchema, ownColoringsResponseSchema,
  type ChangeAccountInput, type FetchUserResponse, type OwnColoringsResponse, type PublicUser,
} from "~/shared/api/account";
import type { z } from "zod";

/** Calls the account API; a failed call throws its Response, so errorText() can show the server's `{error}`. */
async function request<S extends z.ZodType>(schema: S, path: string, init: RequestInit = {}): Promise<z.infer<S>> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (init.body) headers.set("Content-Type", "application/json");
  const response = await fetch(path, { credentials: "same-origin", ...init, headers });
  if (!response.ok) throw response;
  return schema.parse(await response.json());
}

export const accountApi = {
  fetchUser: (): Promise<FetchUserResponse> => request(fetchUserResponseSchema, "/api/fetch-user"),
  logout: (): Promise<FetchUserResponse> => request(fetchUserResponseSchema, "/api/logout"),
  changeAccount: async (input: ChangeAccountInput): Promise<PublicUser> =>
    (await request(changeAccountResponseSchema, "/api/change-account", { method: "PUT", body: JSON.stringify(input) })).user,
  deleteAccount: async (): Promise<void> => {
    const response = await fetch("/api/delete-account", { method: "DELETE", credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!response.ok) throw response;
  },
  colorings: (userId: string, page: number): Promise<OwnColoringsResponse> =>
    request(ownColoringsResponseSchema, `/api/colorings/${encodeURIComponent(userId)}?page=${page}`),
  deleteColoring: (id: number): Promise<{ id: number }> => request(deleteColoringResponseSchema, `/api/coloring/${id}`, { method: "DELETE" }),
};
