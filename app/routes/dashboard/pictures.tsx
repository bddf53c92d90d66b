import { PicturesPage } from "~/features/dashboard/pictures/pictures-page";
import { DashboardError } from "~/features/dashboard/ui/access";
import { dashboardMeta } from "~/features/dashboard/ui/meta";
import { dashboardUser } from "~/server/services/admin/guard";
import { resolveLocale } from "~/server/locale";
import { potdCalendar } from "~/server/services/potd-calendar";
import { listStaffPictures } from "~/server/services/staff-pictures";
import { calendarMonthSchema } from "~/shared/api/pictures";
import { isoDate } from "~/shared/calendar";
import type { Route } from "./+types/pictures";

/** Pictures (issue 31): the coloring pages and puzzle pictures staff added, and the puzzle-of-the-day calendar (?month=). */
export async function loader({ request }: Route.LoaderArgs) {
  await dashboardUser(request);
  const asked = calendarMonthSchema.safeParse(new URL(request.url).searchParams.get("month"));
  const month = asked.success ? asked.data : isoDate(new Date()).slice(0, 7);
  const [pictures, calendar] = await Promise.all([listStaffPictures(), potdCalendar(month, resolveLocale(request))]);
  return { pictures, calendar, today: isoDate(new Date()) };
}

export const meta: Route.MetaFunction = (args) => dashboardMeta(args, "Pictures");

export default function DashboardPictures({ loaderData }: Route.ComponentProps) {
  return <PicturesPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
