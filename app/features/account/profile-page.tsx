import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OwnColoringsResponse } from "~/shared/api/account";
import { AccountCard } from "./account-card";
import { useCurrentUser } from "./account-state";
import { LoginBenefits, LoginDialog, ProviderList } from "~/ui/login-dialog";
import { OwnColorings } from "./own-colorings";
import styles from "./profile.module.css";

/** /user: the account card and the user's own colorings; signed-out visitors get the login dialog (DESIGN §4.2). */
export function ProfilePage({ colorings }: { colorings: OwnColoringsResponse | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Only a visitor who arrives signed out is offered the sign-in dialog at once; one who just signed out (or deleted
  // the account) here keeps reading the goodbye message instead.
  const [arrivedSignedOut] = useState(() => !user);
  return (
    <div className="page">
      <h1 className="page-title">{t("My Page")}</h1>
      {user ? (
        <>
          <AccountCard user={user} />
          {colorings && <OwnColorings data={colorings} />}
        </>
      ) : (
        <SignedOut openAtStart={arrivedSignedOut} />
      )}
    </div>
  );
}

function SignedOut({ openAtStart }: { openAtStart: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
  return (
    <section className={styles.signedOut} aria-label={t("Sign in")}>
      <img src="/art/characters/poli.svg" alt="" width={160} height={160} className={styles.signedOutArt} />
      <div>
        <p className={styles.signedOutLead}>{t("Sign In To See Page")}</p>
        <LoginBenefits />
        <ProviderList />
      </div>
      <LoginDialog isOpen={open} onOpenChange={setOpen} />
    </section>
  );
}
