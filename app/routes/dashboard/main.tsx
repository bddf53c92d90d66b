import { SummaryPage } from "~/features/dashboard/main/summary-page";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { dashboardUser } from "~/server/services/admin/guard";
import { resolveLocale } from "~/server/locale";
import { dashboardSummary } from "~/server/services/admin/summary";
import type { Route } from "./+types/main";

export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  return dashboardSummary(resolveLocale(request));
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "Dashboard");

export default function DashboardMain({ loaderData }: Route.ComponentProps) {
  return <SummaryPage summary={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
