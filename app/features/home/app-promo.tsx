import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PromoApp } from "./types";
import styles from "./app-promo.module.css";

const loadDialog = () => import("./app-promo-dialog");
const AppPromoDialog = lazy(loadDialog);

/**
 * The app promo (spec §2: one of the apps at random per visit); its dialog shows the store badges. The server renders
 * the first (the page is shared by every anonymous visitor, so a pick there would be everyone's); the browser picks
 * after hydration, below the fold. The other apps' words sit invisibly in the same place, so the box is as tall as the
 * longest from the start and nothing under it moves when the pick changes the words. `data-picked` says the browser's
 * pick is shown.
 */
export function AppPromo({ apps, country }: { apps: PromoApp[]; country: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => {
    setPicked(Math.floor(Math.random() * apps.length));
  }, [apps.length]);
  const app = apps[picked ?? 0];
  return (
    <section
      className={styles.promo}
      aria-labelledby="app-promo-title"
      data-app={app.key}
      data-picked={picked === null ? undefined : ""}
    >
      <img src={app.icon} alt="" width={140} height={140} loading="lazy" className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.kicker}>{t("Official App Label")}</p>
        <div className={styles.words}>
          <div>
            <h2 id="app-promo-title" className={styles.title}>
              {t(app.titleKey)}
            </h2>
            <p className={styles.text}>{t(app.descriptionKey)}</p>
          </div>
          {apps
            .filter((other) => other !== app)
            .map((other) => (
              <div key={other.key} className={styles.sizer} aria-hidden="true">
                <p className={styles.title}>{t(other.titleKey)}</p>
                <p className={styles.text}>{t(other.descriptionKey)}</p>
              </div>
            ))}
        </div>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
        >
          {t("Get the App")}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <AppPromoDialog app={app} country={country} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
