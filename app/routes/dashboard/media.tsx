import { MediaPage } from "~/features/dashboard/media/media-page";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { dashboardQuery, dashboardUser } from "~/server/services/admin/guard";
import { resolveLocale } from "~/server/locale";
import { listDashboardMedia } from "~/server/services/media";
import { mediaListQuerySchema } from "~/shared/api/admin";
import type { Route } from "./+types/media";

export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  return listDashboardMedia(dashboardQuery(mediaListQuerySchema, request), resolveLocale(request));
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "Media Management");

export default function DashboardMedia({ loaderData }: Route.ComponentProps) {
  return <MediaPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
