import { AppsPage, type AppsPageData } from "~/features/apps/apps-page";
import { useRootData } from "~/ui/use-root-data";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { appsPageData } from "~/server/services/pages/apps-page";
import type { Route } from "./+types/apps";

/** The fixed app data in the visitor's language: titles and store pages for this locale only. */
export function loader({ request }: Route.LoaderArgs): AppsPageData {
  return appsPageData(resolveLocale(request));
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Apps Title", description: "Apps Meta Desc" });

export default function Apps({ loaderData }: Route.ComponentProps) {
  const { country } = useRootData();
  return <AppsPage data={loaderData} country={country} />;
}
