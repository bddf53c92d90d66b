import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { UserList } from "~/features/dashboard/users/user-list";
import { dashboardQuery, dashboardUser } from "~/server/services/admin/guard";
import { resolveLocale } from "~/server/locale";
import { listUsers } from "~/server/services/admin/users";
import { usersQuerySchema } from "~/shared/api/admin";
import type { Route } from "./+types/users";

/** Admin only (DESIGN §4.1). */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await dashboardUser(request);
  return { ...(await listUsers(dashboardQuery(usersQuerySchema, request), resolveLocale(request))), me: me.id };
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "User Management");

export default function DashboardUsers({ loaderData }: Route.ComponentProps) {
  return <UserList {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
