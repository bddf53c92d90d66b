import { data } from "react-router";
import { NotFound } from "~/features/frame/not-found";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/not-found";

/** Any unknown path: the not-found screen with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Not Found Title", noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
