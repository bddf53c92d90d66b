import { useState, type FormEvent } from "react";
import { Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, Radio, RadioGroup, Text, TextField } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "~/shared/api/account";
import { DISPLAY_NAME_MAX, avatarUrl, displayNameProblem } from "~/shared/account-rules";
import { AVATARS, type AvatarKey } from "~/shared/constants";
import { useAccountActions } from "./account-state";
import dialogStyles from "~/ui/dialog.module.css";
import styles from "./profile.module.css";

/** Rename and avatar picker (the 10 character avatars; DESIGN §4.3 rules checked here and again on the server). */
export function EditProfileDialog({ user, isOpen, onOpenChange }: { user: PublicUser; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { changeAccount } = useAccountActions();
  const [name, setName] = useState(user.displayName);
  const [avatar, setAvatar] = useState<AvatarKey>(user.avatar);
  const [busy, setBusy] = useState(false);
  const problem = displayNameProblem(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    const saved = await changeAccount({ displayName: name.trim(), photo: avatar });
    setBusy(false);
    if (saved) onOpenChange(false);
  };

  return (
    <ModalOverlay className={dialogStyles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!busy}>
      <Modal className={dialogStyles.modal} data-wide>
        <Dialog className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>{t("Edit Profile")}</Heading>
          <form onSubmit={submit} noValidate>
            <TextField
              className={styles.field}
              value={name}
              onChange={setName}
              isInvalid={problem !== null}
              validationBehavior="aria"
              autoFocus
            >
              <Label className={styles.label}>{t("Display Name")}</Label>
              <Input className={styles.input} maxLength={DISPLAY_NAME_MAX * 2} autoComplete="nickname" />
              <Text slot="description" className={styles.hint}>{t("Display Name Hint", { max: DISPLAY_NAME_MAX })}</Text>
              <FieldError className={styles.error}>{problem ? t(problem, { max: DISPLAY_NAME_MAX }) : null}</FieldError>
            </TextField>
            <RadioGroup className={styles.avatarGroup} value={avatar} onChange={(value) => setAvatar(value as AvatarKey)} orientation="horizontal">
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
              <button type="button" className="button" data-variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
                {t("Dialog Cancel")}
              </button>
              <button type="submit" className="button" disabled={busy || problem !== null}>{t("Save Profile")}</button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
