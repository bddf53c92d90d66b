import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { EventPage as EventData } from "~/shared/api/events";
import { LOCALE_TAGS, type Locale } from "~/shared/locales";
import { Chevron } from "~/features/frame/glyphs";
import styles from "./event-page.module.css";

/** Dates in the locale's own format; UTC so the server and the browser print the same day. */
export function formatEventDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** An event page (DESIGN §4.18): banner, title, dates, the description as plain text with line breaks, a back link. */
export function EventPage({ event, locale, now }: { event: EventData; locale: Locale; now: string }) {
  const { t } = useTranslation();
  const ended = new Date(event.endDate) < new Date(now);
  return (
    <article className={styles.page}>
      <Link to="/" className={styles.back}>
        <Chevron direction="left" size={20} />
        {t("Back Home")}
      </Link>
      {event.image && <img src={event.image} alt="" width={1200} height={675} className={styles.banner} fetchPriority="high" />}
      <div className={styles.body}>
        <p className={styles.kicker}>{t("Event")}</p>
        <h1 className={styles.title}>{event.title}</h1>
        <p className={styles.dates}>
          <span className="visually-hidden">{t("Event Dates")}: </span>
          <time dateTime={event.startDate}>{formatEventDate(event.startDate, locale)}</time>
          {" – "}
          <time dateTime={event.endDate}>{formatEventDate(event.endDate, locale)}</time>
        </p>
        {ended && <p className={styles.ended}>{t("Event Ended")}</p>}
        <div className={styles.description}>
          {event.desc.split(/\r?\n/).map((line, index) => (line.trim() ? <p key={index}>{line}</p> : null))}
        </div>
      </div>
    </article>
  );
}
