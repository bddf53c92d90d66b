import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { errorText, useMessages } from "~/ui/messages";

/**
 * Runs a dashboard change: on success a confirmation toast and a reload of the page's data (so the table shows what
 * the public site now shows); on failure the server's `{error}` as an error toast. Resolves to whether it worked.
 */
export function useAdminAction() {
  const { t } = useTranslation();
  const { addMessage } = useMessages();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<unknown>, successKey = "Saved"): Promise<boolean> => {
      setBusy(true);
      try {
        await work();
        addMessage({ error: false, text: t(successKey) });
        await revalidate();
        return true;
      } catch (error) {
        addMessage({ error: true, text: await errorText(error) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [addMessage, revalidate, t],
  );
  return { run, busy };
}
