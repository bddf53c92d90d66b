import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminUser } from "~/shared/api/admin";
import { GRADES, type Grade } from "~/shared/constants";
import { adminApi } from "../ui/admin-api";
import { ConfirmDialog, FormDialog } from "../ui/dialogs";
import { NamePicker } from "~/ui/name-picker";
import { SelectField } from "../ui/fields";
import { useAdminAction } from "../ui/use-admin-action";
import ui from "../ui/ui.module.css";

export function GradeDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  const [grade, setGrade] = useState<Grade>(user.grade);
  const submit = async () => {
    if (grade === user.grade) return onClose();
    if (await run(() => adminApi.changeGrade(user.id, grade))) onClose();
  };
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t("Change grade of", { name: user.displayName })}
      submitLabel={t("Save")}
      onSubmit={submit}
      busy={busy}
    >
      <SelectField
        label={t("Grade")}
        value={grade}
        onChange={setGrade}
        options={GRADES.map((g) => ({ id: g, label: t(`Grade ${g}`) }))}
      />
      <p className={ui.hint}>{t(`Grade Hint ${grade}`)}</p>
    </FormDialog>
  );
}

/** Rename: staff pick the words from the same lists as the child (or reroll them); nothing is typed (issue 28). */
export function RenameDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  const [name, setName] = useState(user.publicName);
  const submit = async () => {
    if (name === user.publicName) return onClose();
    if (await run(() => adminApi.rename(user.id, name))) onClose();
  };
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t("Rename user", { name: user.displayName })}
      submitLabel={t("Save")}
      onSubmit={submit}
      busy={busy}
    >
      <NamePicker value={name} onChange={setName} seed={user.id} buttonClassName={ui.buttonSecondary} />
      <p className={ui.hint}>{t("Display Name Rules")}</p>
    </FormDialog>
  );
}

export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={t("Delete user", { name: user.displayName })}
      text={<p>{t("Delete User Confirm", { name: user.displayName, count: user.totalColorings })}</p>}
      confirmLabel={t("Delete")}
      onConfirm={async () => {
        if (await run(() => adminApi.deleteUser(user.id), "Deleted")) onClose();
      }}
    />
  );
}
