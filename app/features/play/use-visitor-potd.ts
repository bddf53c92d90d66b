import { useEffect, useState } from "react";
import { localIsoDate, potdPreviewSchema } from "~/shared/api/potd";
import type { PotdCard } from "./types";

/**
 * The page is rendered for the server's date; a visitor whose calendar already shows another day asks the
 * API for their own today and tomorrow (DESIGN §4.9: the preview answers for any date).
 */
export function useVisitorPotd(today: PotdCard, tomorrow: PotdCard, titles: Record<string, string>): { today: PotdCard; tomorrow: PotdCard } {
  const [cards, setCards] = useState({ today, tomorrow });
  useEffect(() => {
    setCards({ today, tomorrow });
    const local = localIsoDate();
    if (local === today.date) return;
    let cancelled = false;
    const get = (path: string) =>
      fetch(path)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
        .then((body) => {
          const p = potdPreviewSchema.parse(body);
          return { date: p.date, image: p.image, thumbnailUrl: p.thumbnailUrl, key: p.key, title: titles[p.key] ?? "" } satisfies PotdCard;
        });
    Promise.all([get(`/api/potd/preview/${local}`), get(`/api/potd/preview/next/${local}`)])
      .then(([t, n]) => !cancelled && setCards({ today: t, tomorrow: n }))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [today, tomorrow, titles]);
  return cards;
}

