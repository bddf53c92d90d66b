import type { ChangeAccountInput } from "~/shared/api/account";
import { api } from "~/shared/api/endpoints";
import { apiRequest } from "~/shared/api/request";

/** The account calls of spec §7; a failed call throws its Response, so errorText() can show the server's `{error}`. */
export const accountApi = {
  fetchUser: () => apiRequest(api.fetchUser, {}),
  logout: () => apiRequest(api.logout, {}),
  changeAccount: async (input: ChangeAccountInput) => (await apiRequest(api.changeAccount, { body: input })).user,
  deleteAccount: async (): Promise<void> => {
    await apiRequest(api.deleteAccount, {});
  },
  colorings: (userId: string, page: number) => apiRequest(api.ownColorings, { params: { userId }, query: { page } }),
  deleteColoring: (id: number) => apiRequest(api.deleteColoring, { params: { id } }),
};
