import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "~/features/frame/carousel";
import { ExternalLink } from "~/features/gate/parental-gate";
import type { SiteEvent } from "~/shared/api/site";
import styles from "./events-carousel.module.css";

function EventCard({ event }: { event: SiteEvent }) {
  const { t } = useTranslation();
  const target = event.targetUrl || `/poliworld/event/${encodeURIComponent(event.keyid)}`;
  const body = (
    <>
      <img src={event.bannerUrl || "/art/og-default.svg"} alt="" width={272} height={153} loading="lazy" className={styles.image} />
      <span className={styles.title}>{event.title}</span>
      <span className={styles.description}>{event.description}</span>
    </>
  );
  return target.startsWith("/") ? (
    <Link to={target} className={styles.card}>{body}</Link>
  ) : (
    <ExternalLink href={target} className={styles.card}>
      {body}
      <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
    </ExternalLink>
  );
}

/** The events/campaign carousel (spec §2) of the visitor's active campaigns; not infinite, so the arrows stop at the ends. */
export function EventsCarousel({ events }: { events: SiteEvent[] }) {
  const { t } = useTranslation();
  if (!events.length) return null;
  return (
    <Carousel heading={<h2 className={styles.heading}>{t("Home Events")}</h2>} label={t("Home Events")} loop={false} slideClassName={styles.slide}>
      {events.map((event) => (
        <EventCard key={event.keyid} event={event} />
      ))}
    </Carousel>
  );
}
