import { Outlet, isRouteErrorResponse } from "react-router";
import { DashboardFrame } from "~/features/dashboard/dashboard-frame";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { config } from "~/server/config";
import { dashboardGuard, dashboardUser } from "~/server/services/admin/guard";
import { mediaTotals } from "~/server/services/media";
import type { Route } from "./+types/layout";

/** The guard of the whole dashboard subtree (DESIGN §4.1): staff only, and each page's own role. */
export const middleware: Route.MiddlewareFunction[] = [dashboardGuard];

/**
 * Staff only; visitors get the sign-in screen, others 403 (rendered below, in the error boundary). `pending` counts the
 * uploads waiting for review, shown beside Media in the drawer on every screen.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await dashboardUser(request, "staff");
  const { pending } = await mediaTotals();
  return { maintainerEmail: config().maintainerEmail, grade: user.grade, displayName: user.displayName, pending };
}

/** Pages set their own titles; this one titles the sign-in and 403 screens shown instead of the frame. */
export const meta: Route.MetaFunction = (args) => {
  const status = isRouteErrorResponse(args.error) ? args.error.status : 0;
  return dashboardMeta(args, status === 401 ? "Staff Sign In Title" : status === 403 ? "Forbidden Title" : "Dashboard");
};

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardFrame
      maintainerEmail={loaderData.maintainerEmail}
      grade={loaderData.grade}
      displayName={loaderData.displayName}
      pending={loaderData.pending}
    >
      <Outlet />
    </DashboardFrame>
  );
}

/** Shown instead of the frame, so a visitor or non-staff user never sees any of it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <DashboardError error={error} />
    </main>
  );
}
