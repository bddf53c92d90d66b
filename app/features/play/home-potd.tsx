import { useRootData } from "~/ui/use-root-data";
import { PotdSection } from "./potd-section";
import type { PotdBlockData } from "./types";
import { useVisitorPotd } from "./use-visitor-potd";

/** The play home's puzzle-of-the-day block on the home page (spec §2: home references /play/apps/puzzle/potd/{pieces}). */
export function HomePotd({ potd }: { potd: PotdBlockData }) {
  const { locale } = useRootData();
  const cards = useVisitorPotd(potd.today, potd.tomorrow, potd.sceneTitles, locale);
  return <PotdSection today={cards.today} tomorrow={cards.tomorrow} />;
}
