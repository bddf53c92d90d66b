import { AnalyticsPage } from "~/features/dashboard/analytics/analytics-page";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { analyticsSummary } from "~/server/services/admin/analytics";
import { dashboardQuery, dashboardUser } from "~/server/services/admin/guard";
import { analyticsQuerySchema } from "~/shared/api/admin";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  const { days } = dashboardQuery(analyticsQuerySchema, request);
  return { ...(await analyticsSummary(days)), range: days };
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "Analytics");

export default function DashboardAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
