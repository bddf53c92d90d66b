import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { errorText, useMessages } from "~/ui/messages";
import { useRootData } from "~/ui/use-root-data";
import type { ChangeAccountInput, PublicUser } from "~/shared/api/account";
import { accountApi } from "./account-api";

/**
 * The client's view of the signed-in user: the root loader's user, until an account call on this page says
 * otherwise (spec §4: logout — even a failed one —, account deletion and a failed user fetch clear it at once).
 * Every sign-in is a full page load, which starts from the server's answer again.
 */
let override: { user: PublicUser | null } | undefined;
const listeners = new Set<() => void>();

function setUser(user: PublicUser | null): void {
  override = { user };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): PublicUser | null {
  const rootUser = useRootData().user;
  const local = useSyncExternalStore(
    subscribe,
    () => override,
    () => undefined,
  );
  return local ? local.user : rootUser;
}

/** Account actions with the messages of spec §4/§8: any failure shows the server's `error` as an error toast. */
export function useAccountActions() {
  const { t } = useTranslation();
  const { addMessage } = useMessages();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const fail = useCallback(
    async (error: unknown) => addMessage({ error: true, text: await errorText(error) }),
    [addMessage],
  );
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);

  const fetchUser = useCallback(async () => {
    try {
      const { user } = await accountApi.fetchUser();
      if (user?.grade === "blocked") {
        setUser(null);
        addMessage({ error: true, text: t("Account Blocked") });
      } else setUser(user);
    } catch (error) {
      setUser(null);
      await fail(error);
    }
  }, [addMessage, fail, t]);

  const logout = useCallback(async () => {
    try {
      await accountApi.logout();
    } catch {
      // Spec §8: the user is logged out on this page even when the call fails, silently.
    }
    setUser(null);
    addMessage({ error: false, text: t("Goodbye") });
    refresh();
  }, [addMessage, refresh, t]);

  const changeAccount = useCallback(
    async (input: ChangeAccountInput): Promise<boolean> => {
      try {
        setUser(await accountApi.changeAccount(input));
        addMessage({ error: false, text: t("Profile Saved") });
        refresh();
        return true;
      } catch (error) {
        await fail(error);
        return false;
      }
    },
    [addMessage, fail, refresh, t],
  );

  const deleteAccount = useCallback(async (): Promise<boolean> => {
    try {
      await accountApi.deleteAccount();
    } catch (error) {
      await fail(error);
      return false;
    }
    setUser(null);
    addMessage({ error: false, text: t("Account Deleted") });
    await navigate("/");
    refresh();
    return true;
  }, [addMessage, fail, navigate, refresh, t]);

  return useMemo(
    () => ({ fetchUser, logout, changeAccount, deleteAccount }),
    [fetchUser, logout, changeAccount, deleteAccount],
  );
}
