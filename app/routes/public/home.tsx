import { HomePage } from "~/features/home/home-page";
import type { HomeData } from "~/features/home/types";
import { HomePotd } from "~/features/play/home-potd";
import type { PotdBlockData } from "~/features/play/types";
import { pageMeta } from "~/features/seo/page-meta";
import { WatchSlider } from "~/features/watch/watch-slider";
import { visitorCountry } from "~/server/http/country";
import { resolveLocale } from "~/server/locale";
import { homeData } from "~/server/services/site-info";
import { potdCards } from "../play/potd-cards.server";
import { useRootData } from "~/ui/use-root-data";
import { websiteJsonLd } from "~/shared/json-ld";
import type { Route } from "./+types/home";

/** `/` and `/ko`, `/en`, … `/id`: the same home screen, each language with its own URL for search engines. */
export async function loader({ request }: Route.LoaderArgs): Promise<HomeData & { potd: PotdBlockData }> {
  const locale = resolveLocale(request);
  // Spec §2: home also references /play/apps/puzzle/potd/{pieces}, through the same puzzle-of-the-day block as /play.
  const [home, potd] = await Promise.all([homeData(locale, visitorCountry(request)), potdCards(locale)]);
  return { ...home, potd };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Site Name",
    description: "Site Description",
    jsonLd: (tr, url) => [websiteJsonLd(tr, url)],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { country } = useRootData();
  // The home area lays out the page; the watch slider and the puzzle of the day come from their own areas.
  return (
    <HomePage
      data={loaderData}
      country={country}
      watchSlider={<WatchSlider videos={loaderData.videos} />}
      potd={<HomePotd potd={loaderData.potd} />}
    />
  );
}
