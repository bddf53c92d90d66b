import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "~/ui/use-root-data";
import { isStaff } from "~/shared/roles";
import { useAccountActions, useCurrentUser } from "./account-state";
import { DashboardGlyph } from "~/ui/glyphs";
import styles from "./account-button.module.css";

// The dialog (and React Aria's overlay code under it, about 30 KB compressed) loads when a visitor reaches for Sign in
// (pointer over it, focus, touch) rather than with every page: few visitors sign in, everyone loads the page.
const loadLoginDialog = () => import("~/ui/login-dialog");
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

/** Header corner: Sign in (opens the login dialog) for visitors; avatar and name (and Dashboard for staff) once signed in. */
export function AccountButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const signedInOnServer = useRootData().user !== null;
  const { fetchUser } = useAccountActions();
  const [loginOpen, setLoginOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const fetched = useRef(false);

  // The user fetch of spec §4, once per page load: slides the session and notices a session that ended elsewhere.
  useEffect(() => {
    if (!signedInOnServer || fetched.current) return;
    fetched.current = true;
    void fetchUser();
  }, [signedInOnServer, fetchUser]);

  if (!user) {
    return (
      <>
        {/* A real link first: tapped before this code has loaded, it goes to /user, the sign-in page that works
            without JavaScript (provider links are full-page redirects); once loaded it opens the dialog in place. */}
        <a
          href="/user"
          role="button"
          className={styles.button}
          aria-busy={loginOpen && !dialogLoaded ? true : undefined}
          onPointerEnter={() => void loadLoginDialog()}
          onFocus={() => void loadLoginDialog()}
          onTouchStart={() => void loadLoginDialog()}
          onClick={(event) => {
            event.preventDefault();
            setLoginOpen(true);
            setDialogWanted(true);
            void loadLoginDialog().then(() => setDialogLoaded(true));
          }}
        >
          {t("Sign in")}
        </a>
        {/* Kept once opened, so closing plays the dialog's own exit and a second open is immediate. */}
        {dialogWanted && (
          <Suspense fallback={null}>
            <LoginDialog isOpen={loginOpen} onOpenChange={setLoginOpen} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <div className={styles.group}>
      {isStaff(user.grade) && (
        <Link to="/rt-dashboard" className={`${styles.button} ${styles.dashboard}`} title={t("Dashboard")}>
          <DashboardGlyph />
          <span className="visually-hidden">{t("Dashboard")}</span>
        </Link>
      )}
      <Link to="/user" className={styles.button} aria-label={t("My Page Of", { name: user.displayName })}>
        <img src={user.photo} alt="" width={32} height={32} />
        <span className={styles.name}>{user.displayName}</span>
      </Link>
    </div>
  );
}
