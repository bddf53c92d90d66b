import { data } from "react-router";
import { EventPage } from "~/features/events/event-page";
import { useRootData } from "~/features/frame/use-root-data";
import { pageMeta } from "~/features/seo/page-meta";
import { visitorCountry } from "~/server/http/country";
import { resolveLocale } from "~/server/locale";
import { campaignPage, campaignsForVisitor } from "~/server/services/campaigns";
import type { Route } from "./+types/event";

/** /poliworld/event/:keyid — an unknown key is the not-found screen with status 404 (DESIGN §4.18). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const event = await campaignPage(params.keyid);
  if (!event) throw data(null, { status: 404 });
  // The call to action is the campaign's target while it runs for this visitor (not a link back to this very page).
  const running = await campaignsForVisitor(visitorCountry(request), resolveLocale(request));
  const target = running.find((c) => c.keyid === event.keyid)?.targetUrl ?? "";
  const cta = target && target !== `/poliworld/event/${event.keyid}` ? target : null;
  return { event, cta, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => {
  const event = args.loaderData?.event;
  if (!event) return pageMeta(args, { title: "Not Found Title", noindex: true });
  return pageMeta(args, {
    title: event.title,
    description: event.desc.replace(/\s+/g, " ").slice(0, 155),
    raw: true,
    type: "article",
    jsonLd: (_tr, url) => [
      {
        "@type": "Event",
        name: event.title,
        description: event.desc,
        startDate: event.startDate,
        endDate: event.endDate,
        url,
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url },
        ...(event.image ? { image: new URL(event.image, url).href } : {}),
      },
    ],
  });
};

export default function Event({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  return <EventPage event={loaderData.event} cta={loaderData.cta} locale={locale} now={loaderData.now} />;
}
