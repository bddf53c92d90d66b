import { useEffect, useState } from "react";
import { localIsoDate } from "~/shared/calendar";
import { callApi } from "~/shared/api/request";
import type { Locale } from "~/shared/locales";
import { potdCard } from "./format";
import type { PotdCard } from "./types";

type Cards = { today: PotdCard; tomorrow: PotdCard };

/**
 * The page is rendered for the server's date; a visitor whose calendar already shows another day asks the
 * API for their own today and tomorrow (DESIGN §4.9: the preview answers for any date).
 *
 * Only that refetch sets state: a visitor on the server's day keeps the rendered cards, so hydrating the play
 * page costs no second render of it (about 130 ms of main thread on a phone, with every download card).
 */
export function useVisitorPotd(
  today: PotdCard,
  tomorrow: PotdCard,
  titles: Record<string, string>,
  locale: Locale,
): Cards {
  const [own, setOwn] = useState<{ serverDay: PotdCard; cards: Cards } | null>(null);
  useEffect(() => {
    const local = localIsoDate();
    if (local === today.date) return;
    let cancelled = false;
    const input = { params: { date: local } };
    Promise.all([callApi("potdPreview", input), callApi("potdPreviewNext", input)])
      .then(
        ([t, n]) =>
          !cancelled &&
          setOwn({
            serverDay: today,
            cards: { today: potdCard(t, titles, locale), tomorrow: potdCard(n, titles, locale) },
          }),
      )
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [today, titles, locale]);
  // An answer for an earlier server day (before a navigation brought new data) no longer applies.
  return own?.serverDay === today ? own.cards : { today, tomorrow };
}
