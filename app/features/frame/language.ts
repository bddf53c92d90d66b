import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { isLocale, languageCookie, type Locale } from "~/shared/locales";
import { useMessages } from "~/ui/messages";

export function setLangCookie(locale: Locale): void {
  document.cookie = languageCookie(locale);
}

/**
 * Changes the language: loads /locales/{locale}.json first and abandons the change with an error
 * message if that fails (spec §4); then keeps the choice in the lang cookie for 365 days.
 */
export function useChangeLanguage() {
  const { t } = useTranslation();
  const { addMessage } = useMessages();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (locale: Locale) => {
      try {
        const response = await fetch(`/locales/${locale}.json`);
        if (!response.ok) throw new Error(String(response.status));
        await response.json();
      } catch {
        addMessage({ error: true, text: t("Language Load Failed") });
        return;
      }
      setLangCookie(locale);
      const segment = location.pathname.slice(1);
      const params = new URLSearchParams(location.search);
      if (isLocale(segment)) return navigate(`/${locale}`);
      if (params.has("lang")) {
        params.delete("lang");
        const search = params.toString();
        return navigate(`${location.pathname}${search ? `?${search}` : ""}`);
      }
      await revalidator.revalidate();
    },
    [addMessage, t, revalidator, navigate, location],
  );
}
