import { data } from "react-router";
import { EventPage } from "~/features/events/event-page";
import { useRootData } from "~/features/frame/use-root-data";
import { pageMeta } from "~/features/seo/page-meta";
import { eventByKeyid } from "~/server/services/events";
import type { Route } from "./+types/event";

/** /poliworld/event/:keyid — an unknown key is the not-found screen with status 404 (DESIGN §4.18). */
export async function loader({ params }: Route.LoaderArgs) {
  const event = await eventByKeyid(params.keyid);
  if (!event) throw data(null, { status: 404 });
  return { event, now: new Date().toISOString() };
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
  return <EventPage event={loaderData.event} locale={locale} now={loaderData.now} />;
}
