import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackgroundVideo } from "~/features/series/background-video";
import styles from "./home-hero.module.css";

/** The hero (spec §2): the season 5 video (poster illustration without a CDN) and the logo linking to /series/season5. */
export function HomeHero({ video, poster }: { video: string | null; poster: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.media}>
        <BackgroundVideo src={video} poster={poster} priority />
        <Link to="/series/season5" className={styles.logo} aria-label={t("Hero Logo Label")}>
          <img src="/art/logo.svg" alt="" width={240} height={124} />
        </Link>
      </div>
      <div className={styles.intro}>
        <h1 id="home-title" className={styles.title}>{t("Home Headline")}</h1>
        <p className={styles.text}>{t("Home Intro")}</p>
        <div className={styles.actions}>
          <Link to="/series/season5" className="button">{t("Discover Season 5")}</Link>
          <Link to="/play" className="button" data-variant="secondary">{t("Play Games")}</Link>
        </div>
      </div>
    </section>
  );
}
