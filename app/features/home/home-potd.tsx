import { useRootData } from "~/features/frame/use-root-data";
import { PotdSection } from "~/features/play/potd-section";
import { useVisitorPotd } from "~/features/play/use-visitor-potd";
import type { HomeData } from "./types";

/** The play home's puzzle-of-the-day block on the home page (spec §2: home references /play/apps/puzzle/potd/{pieces}). */
export function HomePotd({ potd }: { potd: HomeData["potd"] }) {
  const { locale } = useRootData();
  const cards = useVisitorPotd(potd.today, potd.tomorrow, potd.sceneTitles);
  return <PotdSection today={cards.today} tomorrow={cards.tomorrow} locale={locale} />;
}
