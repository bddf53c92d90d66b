import { data } from "react-router";
import { useRootData } from "~/ui/use-root-data";
import { pageMeta } from "~/features/seo/page-meta";
import { SeriesPage } from "~/features/series/series-page";
import type { SeriesPageData } from "~/features/series/types";
import { visitorCountry } from "~/server/http/country";
import { resolveLocale } from "~/server/locale";
import { seriesPageData } from "~/server/services/pages/series-page";
import { tvSeriesJsonLd } from "~/shared/json-ld";
import type { Route } from "./+types/series";

export function loader({ request, params }: Route.LoaderArgs): SeriesPageData & { seasonNumber?: number } {
  const page = seriesPageData(params.seriesKey, visitorCountry(request), resolveLocale(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = (args) => {
  const season = args.loaderData;
  if (!season) return pageMeta(args, { title: "Not Found Title", noindex: true });
  return pageMeta(args, {
    title: season.titleKey,
    description: season.descriptionKey,
    type: "video.other",
    jsonLd: (tr, url) => [tvSeriesJsonLd(season, tr, url)],
  });
};

export default function Series({ loaderData }: Route.ComponentProps) {
  const { country, locale } = useRootData();
  return <SeriesPage key={loaderData.key} data={loaderData} country={country} locale={locale} />;
}
