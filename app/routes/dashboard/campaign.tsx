import { CampaignPage } from "~/features/dashboard/campaigns/campaign-page";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { campaignsForVisitor, listCampaigns } from "~/server/services/campaigns";
import { dashboardQuery, dashboardUser } from "~/server/services/admin/guard";
import { resolveLocale } from "~/server/locale";
import { campaignsQuerySchema, regionSchema } from "~/shared/api/admin";
import { isLocale } from "~/shared/locales";
import type { Route } from "./+types/campaign";

/** The campaigns, and the home carousel as a visitor from `pc` (country) reading `pl` (locale) sees it right now. */
export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  const params = new URL(request.url).searchParams;
  const region = regionSchema.safeParse(params.get("pc") ?? "");
  const country = region.success && region.data !== "*" ? region.data : "";
  const pl = params.get("pl");
  const locale = isLocale(pl) ? pl : resolveLocale(request);
  const [list, events] = await Promise.all([
    listCampaigns(dashboardQuery(campaignsQuerySchema, request)),
    campaignsForVisitor(country, locale),
  ]);
  return { ...list, preview: { country, locale, events } };
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "Campaign Management");

export default function DashboardCampaign({ loaderData }: Route.ComponentProps) {
  return <CampaignPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
