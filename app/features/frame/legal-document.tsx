import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./legal-document.module.css";

export interface LegalSection {
  number: string | null;
  heading: string | null;
  body: string;
}

/** "3. Heading. Body…" (or "3. 标题。正文…") becomes a numbered section with its heading; anything else stays a paragraph. */
export function splitParagraph(text: string): LegalSection {
  const match = /^(\d{1,2})\.\s+([^.。．!?！？]{1,80})[.。．]\s*([\s\S]+)$/u.exec(text.trim());
  if (!match) return { number: null, heading: null, body: text };
  return { number: match[1], heading: match[2], body: match[3] };
}

/** A static text page (spec §2: cookies, terms, privacy, the apps' terms and privacy) in the visitor's language. */
export function LegalDocument({
  title,
  updated,
  updatedLabel,
  paragraphs,
}: {
  title: string;
  /** YYYY-MM-DD, and the same in the visitor's language (from the loader). */
  updated: string;
  updatedLabel: string;
  paragraphs: string[];
}) {
  const { t } = useTranslation();
  const sections = paragraphs.map(splitParagraph);
  return (
    <article className={styles.doc}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.updated}>
        {t("Legal Last Updated")}: <time dateTime={updated}>{updatedLabel}</time>
      </p>
      {sections.map((section, index) =>
        section.heading ? (
          <section key={index} className={styles.section} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className={styles.heading}>
              <span className={styles.number}>{section.number}</span>
              {section.heading}
            </h2>
            <p>{section.body}</p>
          </section>
        ) : (
          <p key={index}>{section.body}</p>
        ),
      )}
      <nav className={styles.more} aria-label={t("Footer Information")}>
        <Link to="/site/terms">{t("Terms of Use")}</Link>
        <Link to="/site/privacy">{t("Privacy Policy")}</Link>
        <Link to="/site/grown-ups">{t("For Grown-ups")}</Link>
        <Link to="/site/cookie">{t("Cookie Policy")}</Link>
      </nav>
    </article>
  );
}
