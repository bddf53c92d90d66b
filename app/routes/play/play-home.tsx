import { formatBytes } from "~/features/play/format";
import { PlayHome } from "~/features/play/play-home";
import type { PlayHomeData } from "~/features/play/types";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { coloringOfTheDay } from "~/server/services/cotd";
import { isoDate } from "~/shared/calendar";
import { DOWNLOADS } from "../../../content/downloads";
import type { Route } from "./+types/play-home";
import { potdCards } from "./potd-cards.server";

export async function loader({ request }: Route.LoaderArgs): Promise<PlayHomeData> {
  const now = new Date();
  const locale = resolveLocale(request);
  const [potd, cotd] = await Promise.all([potdCards(locale, now), coloringOfTheDay(locale, isoDate(now))]);
  return { ...potd, cotd, downloads: DOWNLOADS.map((item) => ({ ...item, size: formatBytes(item.bytes, locale) })) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Play Title", description: "Play Intro" });

export default function PlayHomeRoute({ loaderData }: Route.ComponentProps) {
  return <PlayHome {...loaderData} />;
}
