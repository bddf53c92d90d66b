import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "~/shared/api/account";
import { useAccountActions } from "./account-state";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { EditProfileDialog } from "./edit-profile-dialog";
import styles from "./profile.module.css";

/** The account card of /user: avatar, name, grade for staff, and edit, sign out and delete account. */
export function AccountCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const { logout, deleteAccount } = useAccountActions();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    const deleted = await deleteAccount();
    setBusy(false);
    if (deleted) setConfirmDelete(false);
  };

  return (
    <section className={styles.card} aria-labelledby="account-name">
      <img
        className={styles.avatar}
        src={user.photo}
        alt={t("Avatar Alt", { character: t(`Avatar ${user.avatar}`) })}
        width={112}
        height={112}
      />
      <div className={styles.cardBody}>
        <h2 id="account-name" className={styles.name}>
          {user.displayName}
        </h2>
        {user.grade !== "user" && <p className={styles.grade}>{t(`Grade ${user.grade}`)}</p>}
        <div className={styles.cardActions}>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t("Edit Profile")}
          </button>
          <button type="button" className="button" data-variant="secondary" onClick={() => void logout()}>
            {t("Sign out")}
          </button>
          <button
            type="button"
            className={`button ${styles.deleteAccount}`}
            data-variant="secondary"
            onClick={() => setConfirmDelete(true)}
          >
            {t("Delete Account")}
          </button>
        </div>
      </div>
      {editing && <EditProfileDialog user={user} isOpen onOpenChange={setEditing} />}
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("Delete Account")}
        text={t("Delete Account Confirm")}
        confirmLabel={t("Delete Account")}
        busy={busy}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
