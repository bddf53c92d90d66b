import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackgroundVideo } from "~/ui/background-video";
import styles from "~/ui/hero.module.css";

/**
 * The hero (spec §2): the season 5 video (poster illustration without a CDN) and the logo linking to /series/season5.
 * The logo sits in the headline card, not on the picture, so it never covers a character.
 */
export function HomeHero({ video, poster }: { video: string | null; poster: string }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.hero}
      style={{ "--hero-bg": "#1b2550" } as React.CSSProperties}
      aria-labelledby="home-title"
      data-hero
    >
      <div className={styles.inner}>
        <div className={styles.media} data-hero-art>
          <BackgroundVideo src={video} poster={poster} priority />
        </div>
        <div className={styles.intro}>
          <Link to="/series/season5" className={styles.logo} aria-label={t("Hero Logo Label")}>
            <img src="/art/logo.svg" alt="" width={240} height={124} />
          </Link>
          <h1 id="home-title" className={styles.title}>
            {t("Home Headline")}
          </h1>
          <p className={styles.text}>{t("Home Intro")}</p>
          <div className={styles.actions}>
            <Link to="/series/season5" className="button">
              {t("Discover Season 5")}
            </Link>
            <Link to="/play" className="button" data-variant="secondary">
              {t("Play Games")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
