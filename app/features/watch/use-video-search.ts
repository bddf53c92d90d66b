import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { errorText, useMessages } from "~/ui/messages";
import type { Locale } from "~/shared/locales";
import { requestVideoSearch } from "./video-api";
import { VideoSearchStore, type VideoSearchState } from "./video-search";

/**
 * The watch screen's search state in React: failures become error toasts with the server's text (translated
 * when the text is one of ours), a language change searches again, leaving the screen cancels the search.
 */
export function useVideoSearch(initial: Partial<VideoSearchState>, locale: Locale, channel: string) {
  const { t } = useTranslation();
  const { addMessage } = useMessages();
  const latest = useRef({ channel, t, addMessage });
  useEffect(() => {
    latest.current = { channel, t, addMessage };
  });

  const [store] = useState(
    () =>
      new VideoSearchStore(
        initial,
        { search: (query, signal) => requestVideoSearch({ ...query, channel: latest.current.channel }, signal) },
        (error) => {
          void errorText(error).then((text) =>
            latest.current.addMessage({ error: true, text: latest.current.t(text) }),
          );
        },
      ),
  );
  useEffect(() => () => store.cancelAll(), [store]);

  const firstLocale = useRef(locale);
  useEffect(() => {
    if (locale === firstLocale.current) return;
    firstLocale.current = locale;
    // The page's loader brings the selected video in the new language; the list is searched again.
    void store.search();
  }, [locale, store]);

  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, store };
}
