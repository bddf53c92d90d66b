import { DashboardError } from "~/features/dashboard/ui/access";
import { LogList } from "~/features/dashboard/logs/log-list";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { dashboardQuery, dashboardUser } from "~/server/services/admin/guard";
import { listLogs, logActions } from "~/server/services/admin/logs";
import { logsQuerySchema } from "~/shared/api/admin";
import type { Route } from "./+types/logs";

/** Admin only (DESIGN §4.1). */
export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  const [list, actions] = await Promise.all([listLogs(dashboardQuery(logsQuerySchema, request)), logActions()]);
  return { ...list, actions };
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "Activity Logs");

export default function DashboardLogs({ loaderData }: Route.ComponentProps) {
  return <LogList {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
