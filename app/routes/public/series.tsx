import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { SERIES_TITLE_KEYS } from "~/features/frame/nav-items";
import { pageMeta } from "~/features/seo/page-meta";
import { SERIES_KEYS, type SeriesKey } from "~/shared/constants";
import type { Route } from "./+types/series";

export function loader({ params }: Route.LoaderArgs) {
  const key = params.seriesKey as SeriesKey;
  if (!SERIES_KEYS.includes(key)) throw data(null, { status: 404 });
  return { seriesKey: key };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData ? SERIES_TITLE_KEYS[args.loaderData.seriesKey] : "Series" });

export default function Series({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t(SERIES_TITLE_KEYS[loaderData.seriesKey])}</h1>
    </div>
  );
}
