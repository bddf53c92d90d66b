import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PotdCalendarResponse } from "~/shared/api/pictures";
import { adminApi } from "../ui/admin-api";
import { SelectField } from "../ui/fields";
import { LOCALE_TAGS } from "~/shared/locales";
import { useRootData } from "~/ui/use-root-data";
import { useAdminAction } from "../ui/use-admin-action";
import styles from "./pictures.module.css";
import ui from "../ui/ui.module.css";

const ROTATION = "rotation";

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The puzzle-of-the-day calendar: each day of the month, the picture children get, and a menu to change it. */
export function PotdCalendar({ calendar, today }: { calendar: PotdCalendarResponse; today: string }) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  const { locale } = useRootData();
  const tag = LOCALE_TAGS[locale];
  const dayName = new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const dateOf = (iso: string) => dayName.format(new Date(`${iso}T00:00:00Z`));
  const options = [
    { id: ROTATION, label: t("Built-in rotation") },
    ...calendar.choices.map((c) => ({ id: c.key, label: c.title })),
  ];
  const change = (date: string, value: string) =>
    run(() => (value === ROTATION ? adminApi.unscheduleDay(date) : adminApi.scheduleDay(date, value)), "Saved");
  const monthName = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${calendar.month}-01T00:00:00Z`),
  );
  return (
    <section className={ui.section} aria-labelledby="potd-calendar-title">
      <div className={ui.sectionHeader}>
        <h2 id="potd-calendar-title">{t("Puzzle of the day calendar")}</h2>
        <nav className={styles.monthNav} aria-label={t("Month")}>
          <Link className={ui.buttonSecondary} to={`?month=${shiftMonth(calendar.month, -1)}`} preventScrollReset>
            {t("Previous month")}
          </Link>
          <strong>{monthName}</strong>
          <Link className={ui.buttonSecondary} to={`?month=${shiftMonth(calendar.month, 1)}`} preventScrollReset>
            {t("Next month")}
          </Link>
        </nav>
      </div>
      <p className={ui.muted}>{t("Puzzle Calendar Hint")}</p>
      <ol className={styles.days} aria-busy={busy || undefined}>
        {calendar.days.map((day) => (
          <li key={day.date} className={styles.day} aria-current={day.date === today ? "date" : undefined}>
            <img src={day.picture.thumbnailUrl} alt="" width={96} height={72} loading="lazy" />
            <div className={styles.dayText}>
              <strong>{dateOf(day.date)}</strong>
              <span className={day.scheduled ? undefined : ui.muted}>
                {day.scheduled ? day.picture.title : t("Rotation Picture", { title: day.picture.title })}
              </span>
            </div>
            <SelectField
              label={t("Picture for the day", { date: dateOf(day.date) })}
              hideLabel
              value={day.scheduled ? day.picture.key : ROTATION}
              onChange={(value) => void change(day.date, value)}
              options={options}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
