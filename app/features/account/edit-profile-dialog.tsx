import { useState, type FormEvent } from "react";
import { Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "~/shared/api/account";
import { avatarUrl } from "~/shared/account-rules";
import { AVATARS, type AvatarKey } from "~/shared/constants";
import { NamePicker } from "~/ui/name-picker";
import { useAccountActions } from "./account-state";
import dialogStyles from "~/ui/dialog.module.css";
import styles from "./profile.module.css";

/** The name picked from the word lists (never typed: issue 28) and the avatar picker (the 10 character avatars). */
export function EditProfileDialog({
  user,
  isOpen,
  onOpenChange,
}: {
  user: PublicUser;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { changeAccount } = useAccountActions();
  const [name, setName] = useState(user.publicName);
  const [avatar, setAvatar] = useState<AvatarKey>(user.avatar);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const saved = await changeAccount({ displayName: name, photo: avatar });
    setBusy(false);
    if (saved) onOpenChange(false);
  };

  return (
    <ModalOverlay className={dialogStyles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!busy}>
      <Modal className={dialogStyles.modal} data-wide>
        <Dialog className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>
            {t("Edit Profile")}
          </Heading>
          <form onSubmit={submit} noValidate>
            <NamePicker value={name} onChange={setName} seed={user.id} />
            <RadioGroup
              className={styles.avatarGroup}
              value={avatar}
              onChange={(value) => setAvatar(value as AvatarKey)}
              orientation="horizontal"
            >
              <Label className={styles.label}>{t("Choose Avatar")}</Label>
              <div className={styles.avatarGrid}>
                {AVATARS.map((key) => (
                  <Radio key={key} value={key} className={styles.avatarOption}>
                    <img src={avatarUrl(key)} alt="" width={64} height={64} />
                    <span className={styles.avatarName}>{t(`Avatar ${key}`)}</span>
                  </Radio>
                ))}
              </div>
            </RadioGroup>
            <div className={dialogStyles.actions}>
              <button
                type="button"
                className="button"
                data-variant="secondary"
                onClick={() => onOpenChange(false)}
                disabled={busy}
              >
                {t("Dialog Cancel")}
              </button>
              <button type="submit" className="button" disabled={busy}>
                {t("Save Profile")}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
