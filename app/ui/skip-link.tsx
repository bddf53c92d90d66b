import { useTranslation } from "react-i18next";
import styles from "./skip-link.module.css";

/** "Skip to content": the first thing a keyboard reaches on every page, public or dashboard; leads to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.skip}>
      {t("Skip to content")}
    </a>
  );
}
