import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The not-found screen (spec §2: any other path), also shown for unknown series, events and documents. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <img src="/art/characters/poli.svg" alt="" width={200} height={200} className="not-found-art" />
      <h1 id="not-found-title">{t("Not Found Title")}</h1>
      <p>{t("Not Found Text")}</p>
      <Link to="/" className="button">
        {t("Back Home")}
      </Link>
    </section>
  );
}
