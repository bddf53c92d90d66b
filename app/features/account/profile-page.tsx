import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OwnColoringsResponse } from "~/shared/api/account";
import { AccountCard } from "./account-card";
import { useCurrentUser } from "./account-state";
import { LoginBenefits, LoginDialog } from "./login-dialog";
import { OwnColorings } from "./own-colorings";
import styles from "./profile.module.css";

/** /user: the account card and the user's own colorings; signed-out visitors get the login dialog (DESIGN §4.2). */
export function ProfilePage({ colorings }: { colorings: OwnColoringsResponse | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="page">
      <h1 className="page-title">{t("My Page")}</h1>
      {user ? (
        <>
          <AccountCard user={user} />
          {colorings && <OwnColorings data={colorings} />}
        </>
      ) : (
        <SignedOut />
      )}
    </div>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <section className={styles.signedOut} aria-label={t("Sign in")}>
      <img src="/art/characters/poli.svg" alt="" width={160} height={160} className={styles.signedOutArt} />
      <div>
        <p className={styles.signedOutLead}>{t("Sign In To See Page")}</p>
        <LoginBenefits />
        <button type="button" className="button" onClick={() => setOpen(true)}>{t("Sign in")}</button>
      </div>
      <LoginDialog isOpen={open} onOpenChange={setOpen} />
    </section>
  );
}
