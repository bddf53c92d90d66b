import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "~/ui/carousel";
import { ExternalLink } from "~/ui/gate/parental-gate";
import { ResponsivePicture } from "~/ui/responsive-picture";
import type { SiteEvent } from "~/shared/api/site";
import styles from "./events-carousel.module.css";

/** Up to this many events sit in one row (or a centred single card); more become a carousel with arrows. */
export const EVENTS_IN_A_ROW = 3;

/** Where a card leads: its event page when it has one (the page carries the call to action), else its target. */
export function eventHref(event: SiteEvent): string {
  return event.keyid ? `/poliworld/event/${encodeURIComponent(event.keyid)}` : event.targetUrl;
}

function EventCard({ event }: { event: SiteEvent }) {
  const { t } = useTranslation();
  const target = eventHref(event);
  const body = (
    <>
      <ResponsivePicture
        src={event.bannerUrl || "/art/og-default.svg"}
        alt=""
        width={544}
        height={306}
        className={styles.image}
        sizes="(min-width: 960px) 360px, (min-width: 640px) 45vw, 42vw"
      />
      <span className={styles.title}>{event.title}</span>
      <span className={styles.description}>{event.description}</span>
    </>
  );
  return target.startsWith("/") ? (
    <Link to={target} className={styles.card} data-event={event.keyid}>
      {body}
    </Link>
  ) : (
    <ExternalLink href={target} className={styles.card} data-event={event.keyid}>
      {body}
      <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
    </ExternalLink>
  );
}

/**
 * The visitor's active campaigns (spec §2). A few sit in one full row (a single one centred), so no row is half
 * empty and no arrow does nothing; more than a row's worth become the carousel (not infinite: arrows stop at the ends).
 */
export function EventsCarousel({ events }: { events: SiteEvent[] }) {
  const { t } = useTranslation();
  if (!events.length) return null;
  const heading = (
    <h2 className={styles.heading} id="home-events-title">
      {t("Home Events")}
    </h2>
  );
  if (events.length <= EVENTS_IN_A_ROW) {
    return (
      <section aria-labelledby="home-events-title" className={styles.row}>
        {heading}
        <ul className={styles.grid} data-count={events.length}>
          {events.map((event) => (
            <li key={event.keyid}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <Carousel heading={heading} label={t("Home Events")} loop={false} slideClassName={styles.slide}>
      {events.map((event) => (
        <EventCard key={event.keyid} event={event} />
      ))}
    </Carousel>
  );
}
