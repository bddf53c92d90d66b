import { Outlet } from "react-router";
import { DashboardFrame } from "~/features/dashboard/dashboard-frame";
import { config } from "~/server/config";
import type { Route } from "./+types/layout";

export function loader() {
  return { maintainerEmail: config().maintainerEmail };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardFrame maintainerEmail={loaderData.maintainerEmail}>
      <Outlet />
    </DashboardFrame>
  );
}
