import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { GateView } from "~/shared/gate-rules";
import { GateForm } from "./gate-form";
import styles from "./gate-page.module.css";
import dialogStyles from "./gate-dialog.module.css";

/** The page at /leave: the gate's question before a link leaves the site, or why this link cannot be followed. */
export function GatePage({ gate }: { gate: GateView | null }) {
  const { t } = useTranslation();
  const stay = (
    <Link to="/" className="button" data-variant="secondary">
      {t("Gate Cancel")}
    </Link>
  );
  return (
    <section className={styles.page} aria-labelledby="gate-title" data-testid="parental-gate">
      <img src="/art/characters/jin.svg" alt="" width={96} height={96} className={dialogStyles.art} />
      <h1 id="gate-title" className={dialogStyles.title}>
        {gate ? t("Gate Title") : t("Gate Not Allowed Title")}
      </h1>
      {gate ? (
        <>
          <p className={dialogStyles.text}>{t("Gate Text")}</p>
          <GateForm gate={gate} Form={Form} cancel={stay} />
        </>
      ) : (
        <>
          <p className={dialogStyles.text}>{t("Gate Not Allowed")}</p>
          {stay}
        </>
      )}
    </section>
  );
}
