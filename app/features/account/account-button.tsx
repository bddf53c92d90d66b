import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "~/features/frame/use-root-data";
import styles from "./account-button.module.css";

/** Sign-in button for visitors, the user's avatar and name (and the Dashboard link for staff) once signed in. */
export function AccountButton() {
  const { t } = useTranslation();
  const { user } = useRootData();
  if (!user) return <Link to="/user" className={styles.button}>{t("Sign in")}</Link>;
  return (
    <Link to="/user" className={styles.button}>
      <img src={user.photo} alt="" width={32} height={32} />
      <span>{user.displayName}</span>
    </Link>
  );
}
