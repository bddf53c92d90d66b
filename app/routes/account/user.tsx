import { ProfilePage } from "~/features/account/profile-page";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { listUserColorings } from "~/server/services/colorings";
import { currentUser } from "~/server/session/current-user";
import { pageIndexFromQuery } from "~/shared/paging";
import type { Route } from "./+types/user";

/** /user (and its sub-paths): the profile with the user's own colorings, `?page=N` from 0. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await currentUser(request);
  if (!user) return { colorings: null };
  const page = pageIndexFromQuery(new URL(request.url).searchParams);
  return { colorings: await listUserColorings(user.id, resolveLocale(request), page) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "My Page", noindex: true });

export default function UserPage({ loaderData }: Route.ComponentProps) {
  return <ProfilePage colorings={loaderData.colorings} />;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}
