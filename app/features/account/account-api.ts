import type { ChangeAccountInput } from "~/shared/api/account";
import { callApi } from "~/shared/api/request";

/** The account calls of spec §7; a failed call throws its Response, so errorText() can show the server's `{error}`. */
export const accountApi = {
  fetchUser: () => callApi("fetchUser", {}),
  logout: () => callApi("logout", {}),
  changeAccount: async (input: ChangeAccountInput) => (await callApi("changeAccount", { body: input })).user,
  deleteAccount: async (): Promise<void> => {
    await callApi("deleteAccount", {});
  },
  colorings: (userId: string, page: number) => callApi("ownColorings", { params: { userId }, query: { page } }),
  deleteColoring: (id: number) => callApi("deleteColoring", { params: { id } }),
};
