import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { regionSchema } from "~/shared/api/admin";
import type { SiteEvent } from "~/shared/api/site";
import { LOCALES, type Locale } from "~/shared/locales";
import { SelectField, TextInput } from "../ui/fields";
import { useFormat } from "../ui/format";
import { useQueryUpdate } from "../ui/pagination";
import ui from "../ui/ui.module.css";
import styles from "./campaigns.module.css";

/** The home carousel as a visitor from a country reading a language sees it now (the public site's own query). */
export function CarouselPreview({ country, locale, events }: { country: string; locale: Locale; events: SiteEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useQueryUpdate();
  const [pc, setPc] = useState(country);
  const [pl, setPl] = useState<Locale>(locale);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const value = pc.trim();
    if (value && !regionSchema.safeParse(value).success) return setProblem(t("Region Rules"));
    update({ pc: value.toUpperCase(), pl }, true);
  };
  return (
    <section className={ui.section} aria-labelledby="preview-title">
      <h2 id="preview-title">{t("Carousel preview")}</h2>
      <Form
        className={ui.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <TextInput
          label={t("Visitor country")}
          value={pc}
          onChange={(v) => {
            setPc(v);
            setProblem(null);
          }}
          description={t("Preview Country Hint")}
          quietDescription
          error={problem}
          placeholder="KR"
        />
        <SelectField
          label={t("Visitor language")}
          value={pl}
          onChange={setPl}
          options={LOCALES.map((l) => ({ id: l, label: format.language(l) }))}
        />
        <Button type="submit" className={ui.button}>
          {t("Show preview")}
        </Button>
      </Form>
      <p className={ui.muted} aria-live="polite">
        {t("Preview For", {
          country: country ? format.region(country) : t("Unknown country"),
          language: format.language(locale),
          count: events.length,
        })}
      </p>
      {events.length === 0 ? (
        <p className={ui.empty}>{t("Carousel empty")}</p>
      ) : (
        <ul className={styles.carousel} aria-label={t("Carousel preview")} tabIndex={0}>
          {events.map((e) => (
            <li key={e.keyid} className={styles.card}>
              <img src={e.bannerUrl} alt="" className={styles.cardImage} loading="lazy" />
              <div className={styles.cardBody}>
                <strong>{e.title}</strong>
                <span className={styles.cardText}>{e.description}</span>
                <span className={`${ui.code} ${ui.muted}`}>{e.targetUrl || `/poliworld/event/${e.keyid}`}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
