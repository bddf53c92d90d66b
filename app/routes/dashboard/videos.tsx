import { VideosPage } from "~/features/dashboard/videos/videos-page";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { dashboardQuery, dashboardUser } from "~/server/services/admin/guard";
import { listLibrary } from "~/server/services/video-library/library";
import { videoListQuerySchema } from "~/shared/api/admin/videos";
import type { Route } from "./+types/videos";

export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  return listLibrary(dashboardQuery(videoListQuerySchema, request));
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "Video Library");

export default function DashboardVideos({ loaderData }: Route.ComponentProps) {
  return <VideosPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
