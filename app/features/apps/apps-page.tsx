import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useScrollTopOnLoad } from "~/ui/use-scroll-top";
import { ExternalLink } from "~/ui/gate/parental-gate";
import { StoreBadges, type StoreLinks } from "~/ui/store-badges";
import styles from "./apps-page.module.css";

const loadDialog = () => import("./licensed-app-dialog");
const LicensedAppDialog = lazy(loadDialog);

export interface OfficialAppView {
  key: string;
  icon: string;
  titleKey: string;
  descriptionKey: string;
  urls: StoreLinks;
  termsPath: string;
  privacyPath: string;
}

export interface LicensedAppView {
  key: string;
  icon: string;
  title: string;
  developer: string;
  developerUrl?: string;
  urls: StoreLinks;
}

export interface AppsPageData {
  featured: OfficialAppView;
  official: OfficialAppView[];
  licensed: LicensedAppView[];
  publisher: { name: string; email: string; web: string };
}

/** The Apps page exactly as spec §2 lists it, top to bottom. */
export function AppsPage({ data, country }: { data: AppsPageData; country: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<LicensedAppView | null>(null);
  useScrollTopOnLoad();
  const { featured } = data;
  return (
    <div className={styles.page}>
      <h1 className="page-title">{t("Apps Title")}</h1>

      <section className={styles.featured} aria-labelledby="featured-app">
        <img src={featured.icon} alt="" width={160} height={160} className={styles.featuredIcon} fetchPriority="high" />
        <div className={styles.featuredText}>
          <p className={styles.kicker}>{t("Featured App")}</p>
          <h2 id="featured-app" className={styles.featuredTitle}>
            {t(featured.titleKey)}
          </h2>
          <p>{t(featured.descriptionKey)}</p>
          <StoreBadges urls={featured.urls} appTitle={t(featured.titleKey)} country={country} />
        </div>
      </section>

      <section className={styles.intro} aria-labelledby="apps-heading">
        <h2 id="apps-heading">{t("Apps Heading")}</h2>
        <p>{t("Apps Details")}</p>
      </section>

      <section aria-labelledby="official-apps">
        <h2 id="official-apps" className={styles.sectionTitle}>
          {t("Official Apps")}
        </h2>
        <div className={styles.officialGrid}>
          {data.official.map((app) => (
            <article key={app.key} className={styles.officialCard} aria-labelledby={`app-${app.key}`}>
              <img src={app.icon} alt="" width={96} height={96} loading="lazy" />
              <div className={styles.cardBody}>
                <h3 id={`app-${app.key}`}>{t(app.titleKey)}</h3>
                <p>{t(app.descriptionKey)}</p>
                <StoreBadges urls={app.urls} appTitle={t(app.titleKey)} country={country} />
                <p className={styles.docs}>
                  <Link to={app.termsPath}>{t("App Terms Link", { app: t(app.titleKey) })}</Link>
                  <Link to={app.privacyPath}>{t("App Privacy Link", { app: t(app.titleKey) })}</Link>
                </p>
              </div>
            </article>
          ))}
        </div>
      </section>

      <p className={styles.warning} role="note">
        {t("Apps Warning")}
      </p>

      <section aria-labelledby="licensed-apps">
        <h2 id="licensed-apps" className={styles.sectionTitle}>
          {t("Licensed Apps")}
        </h2>
        <ul className={styles.licensedGrid}>
          {data.licensed.map((app) => (
            <li key={app.key} className={styles.licensedCard}>
              <button
                type="button"
                className={styles.licensedButton}
                onPointerEnter={() => void loadDialog()}
                onFocus={() => void loadDialog()}
                onClick={() => setSelected(app)}
                aria-haspopup="dialog"
              >
                <img src={app.icon} alt="" width={88} height={88} loading="lazy" />
                <span className={styles.licensedTitle}>{app.title}</span>
              </button>
              <p className={styles.developer}>
                {app.developerUrl ? (
                  <ExternalLink href={app.developerUrl}>
                    {app.developer}
                    <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
                  </ExternalLink>
                ) : (
                  app.developer
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <p className={styles.localization} role="note">
        {t("Apps Localization Warning")}
      </p>

      <section className={styles.contacts} aria-labelledby="publisher-contacts">
        <h2 id="publisher-contacts" className={styles.sectionTitle}>
          {t("Publisher Contacts")}
        </h2>
        <dl className={styles.contactList}>
          <dt>{t("Apps Publisher")}</dt>
          <dd>{data.publisher.name}</dd>
          <dt>{t("Apps Email")}</dt>
          <dd>
            <ExternalLink href={`mailto:${data.publisher.email}`}>{data.publisher.email}</ExternalLink>
          </dd>
          <dt>{t("Apps Website")}</dt>
          <dd>
            <ExternalLink href={data.publisher.web}>
              {data.publisher.web.replace(/^https:\/\/|\/$/g, "")}
              <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
            </ExternalLink>
          </dd>
        </dl>
      </section>

      {selected && (
        <Suspense fallback={null}>
          <LicensedAppDialog app={selected} country={country} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </div>
  );
}
