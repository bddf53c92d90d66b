import { useEffect, useState } from "react";
import { localIsoDate } from "~/shared/calendar";
import { callApi } from "~/shared/api/request";
import type { Locale } from "~/shared/locales";
import { potdCard } from "./format";
import type { PotdCard } from "./types";

/**
 * The page is rendered for the server's date; a visitor whose calendar already shows another day asks the
 * API for their own today and tomorrow (DESIGN §4.9: the preview answers for any date).
 */
export function useVisitorPotd(today: PotdCard, tomorrow: PotdCard, titles: Record<string, string>, locale: Locale): { today: PotdCard; tomorrow: PotdCard } {
  const [cards, setCards] = useState({ today, tomorrow });
  useEffect(() => {
    setCards({ today, tomorrow });
    const local = localIsoDate();
    if (local === today.date) return;
    let cancelled = false;
    const input = { params: { date: local } };
    Promise.all([callApi("potdPreview", input), callApi("potdPreviewNext", input)])
      .then(([t, n]) => !cancelled && setCards({ today: potdCard(t, titles, locale), tomorrow: potdCard(n, titles, locale) }))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [today, tomorrow, titles, locale]);
  return cards;
}

