import { formatBytes } from "~/features/play/format";
import { PlayHome } from "~/features/play/play-home";
import type { PlayHomeData } from "~/features/play/types";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { currentUser } from "~/server/session/current-user";
import { coloringOfTheDay } from "~/server/services/cotd";
import { getShelf } from "~/server/services/shelf";
import { publicPictures } from "~/server/services/staff-pictures";
import { isoDate } from "~/shared/calendar";
import { DOWNLOADS } from "../../../content/downloads";
import type { Route } from "./+types/play-home";
import { potdCards } from "./potd-cards.server";

export async function loader({ request }: Route.LoaderArgs): Promise<PlayHomeData> {
  const now = new Date();
  const locale = resolveLocale(request);
  const user = await currentUser(request);
  // The shelf is the account's when signed in (rendered here); signed out, the browser's own (read on the client).
  const [potd, cotd, shelf, staffPages, staffPuzzles] = await Promise.all([
    potdCards(locale, now),
    coloringOfTheDay(locale, isoDate(now)),
    user ? getShelf(user.id) : null,
    publicPictures("coloring", locale),
    publicPictures("puzzle", locale),
  ]);
  return {
    ...potd,
    cotd,
    shelf,
    staffPages,
    staffTitles: Object.fromEntries([...staffPages, ...staffPuzzles].map((p) => [p.key, p.title])),
    downloads: DOWNLOADS.map((item) => ({ ...item, size: formatBytes(item.bytes, locale) })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Play Title", description: "Play Intro" });

export default function PlayHomeRoute({ loaderData }: Route.ComponentProps) {
  return <PlayHome {...loaderData} />;
}
