import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Chevron } from "~/ui/glyphs";
import { ExternalLink } from "~/ui/gate/parental-gate";
import { ResponsivePicture } from "~/ui/responsive-picture";
import type { EventPage as EventData } from "~/shared/api/events";
import styles from "./event-page.module.css";

/** The page's one call to action: the campaign's target while it runs (outside links behind the parental gate), else more to play. */
function CallToAction({ href }: { href: string | null }) {
  const { t } = useTranslation();
  if (!href)
    return (
      <Link to="/play" className="button" data-cta>
        {t("Play Games")}
      </Link>
    );
  if (href.startsWith("/"))
    return (
      <Link to={href} className="button" data-cta>
        {t("Event Join In")}
      </Link>
    );
  return (
    <ExternalLink href={href} className="button" data-cta>
      {t("Event Join In")}
      <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
    </ExternalLink>
  );
}

/**
 * An event page (DESIGN §4.18) as a small landing page: a back link, the banner beside the title, dates and the
 * call to action, then the description as plain text with line breaks.
 */
export function EventPage({
  event,
  cta,
  dates,
  now,
}: {
  event: EventData;
  cta: string | null;
  /** The start and end dates in the visitor's language (from the loader). */
  dates: { start: string; end: string };
  now: string;
}) {
  const { t } = useTranslation();
  const ended = new Date(event.endDate) < new Date(now);
  return (
    <article className={styles.page}>
      <Link to="/" className={styles.back}>
        <Chevron direction="left" size={20} />
        {t("Back Home")}
      </Link>
      <header className={styles.hero}>
        <ResponsivePicture
          src={event.image || "/art/og-default.svg"}
          alt=""
          width={1200}
          height={675}
          className={styles.banner}
          sizes="(min-width: 1200px) 700px, (min-width: 900px) 58vw, calc(100vw - 32px)"
          priority
        />
        <div className={styles.panel}>
          <p className={styles.kicker}>{t("Event")}</p>
          <h1 className={styles.title}>{event.title}</h1>
          <p className={styles.dates}>
            <span className="visually-hidden">{t("Event Dates")}: </span>
            <time dateTime={event.startDate} className="nowrap">
              {dates.start}
            </time>
            {" – "}
            <time dateTime={event.endDate} className="nowrap">
              {dates.end}
            </time>
          </p>
          {ended && <p className={styles.ended}>{t("Event Ended")}</p>}
          <div className={styles.actions}>
            <CallToAction href={ended ? null : cta} />
          </div>
        </div>
      </header>
      <div className={styles.description}>
        {event.desc.split(/\r?\n/).map((line, index) => (line.trim() ? <p key={index}>{line}</p> : null))}
      </div>
    </article>
  );
}
