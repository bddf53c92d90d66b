import { SeoPage } from "~/features/dashboard/seo/seo-page";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { config } from "~/server/config";
import { dashboardUser } from "~/server/services/admin/guard";
import { listSeo } from "~/server/services/admin/seo";
import type { Route } from "./+types/seo";

export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  return { seoList: await listSeo(), publicUrl: config().publicUrl };
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "SEO Entries");

export default function DashboardSeo({ loaderData }: Route.ComponentProps) {
  return <SeoPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
