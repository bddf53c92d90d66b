import { data } from "react-router";
import { EventPage } from "~/features/events/event-page";
import { pageMeta } from "~/features/seo/page-meta";
import { visitorCountry } from "~/server/http/country";
import { resolveLocale } from "~/server/locale";
import { eventPageData } from "~/server/services/pages/event-page";
import { eventJsonLd, eventSummary } from "~/shared/json-ld";
import type { Route } from "./+types/event";

/** /poliworld/event/:keyid — an unknown key is the not-found screen with status 404 (DESIGN §4.18). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await eventPageData(params.keyid, visitorCountry(request), resolveLocale(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = (args) => {
  const event = args.loaderData?.event;
  if (!event) return pageMeta(args, { title: "Not Found Title", noindex: true });
  return pageMeta(args, { title: event.title, description: eventSummary(event), raw: true, type: "article", jsonLd: (_tr, url) => [eventJsonLd(event, url)] });
};

export default function Event({ loaderData }: Route.ComponentProps) {
  return <EventPage event={loaderData.event} cta={loaderData.cta} dates={loaderData.dates} now={loaderData.now} />;
}
