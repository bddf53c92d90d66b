import { PlayHome } from "~/features/play/play-home";
import type { PlayHomeData, PotdCard } from "~/features/play/types";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { coloringOfTheDay } from "~/server/services/cotd";
import { puzzleOfTheDay, puzzleOfTheNextDay } from "~/server/services/potd";
import { isoDate, type PotdPreview } from "~/shared/api/potd";
import { DOWNLOADS } from "../../../content/downloads";
import { PUZZLE_SCENES, sceneTitle } from "../../../content/puzzles";
import type { Route } from "./+types/play-home";

export async function loader({ request }: Route.LoaderArgs): Promise<PlayHomeData> {
  const locale = resolveLocale(request);
  const today = isoDate(new Date());
  const [potd, next, cotd] = await Promise.all([puzzleOfTheDay(today), puzzleOfTheNextDay(today), coloringOfTheDay(today)]);
  const sceneTitles = Object.fromEntries(PUZZLE_SCENES.map((s) => [s.key, sceneTitle(s.key, locale)]));
  const card = (p: PotdPreview): PotdCard => ({ date: p.date, image: p.image, thumbnailUrl: p.thumbnailUrl, key: p.key, title: sceneTitles[p.key] ?? "" });
  return { today: card(potd), tomorrow: card(next), sceneTitles, cotd, downloads: DOWNLOADS };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Play Title", description: "Play Intro" });

export default function PlayHomeRoute({ loaderData }: Route.ComponentProps) {
  return <PlayHome {...loaderData} />;
}
