import { useTranslation } from "react-i18next";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/shared/api/admin";
import styles from "./seo.module.css";

const clip = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text;

/** How the page could look as a search result, updated while typing (search engines cut long titles and descriptions). */
export function SnippetPreview({
  publicUrl,
  path,
  title,
  description,
  noindex,
}: {
  publicUrl: string;
  path: string;
  title: string;
  description: string;
  noindex: boolean;
}) {
  const { t } = useTranslation();
  const host = publicUrl.replace(/^https?:\/\//, "");
  const crumbs = path.split("/").filter(Boolean);
  return (
    <section className={styles.snippet} aria-labelledby="snippet-title" aria-live="polite">
      <h3 id="snippet-title" className={styles.snippetHeading}>
        {t("Search result preview")}
      </h3>
      {noindex ? (
        <p className={styles.hidden}>{t("Noindex Preview")}</p>
      ) : (
        <div className={styles.result}>
          <span className={styles.url}>{[host, ...crumbs].join(" › ")}</span>
          <span className={styles.title}>{clip(title.trim() || t("Page default title"), SEO_TITLE_MAX)}</span>
          <span className={styles.description}>
            {clip(description.trim() || t("Page default description"), SEO_DESCRIPTION_MAX)}
          </span>
        </div>
      )}
    </section>
  );
}
