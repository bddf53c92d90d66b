import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./not-found.module.css";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <img src="/art/characters/poli.svg" alt="" width={200} height={200} className={styles.art} />
      <h1 id="not-found-title">{t("Not Found Title")}</h1>
      <p>{t("Not Found Text")}</p>
      <Link to="/" className="button">{t("Back Home")}</Link>
    </section>
  );
}
