import type { FormEvent, ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import dialogStyles from "~/ui/dialog.module.css";
import styles from "./ui.module.css";
import { useAdminAction } from "./use-admin-action";

interface DialogShellProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  size?: "normal" | "wide";
  busy?: boolean;
  role?: "dialog" | "alertdialog";
}

function DialogShell({
  isOpen,
  onOpenChange,
  title,
  children,
  size = "normal",
  busy,
  role = "dialog",
}: DialogShellProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
    >
      <Modal className={`${dialogStyles.modal} ${styles.modal}`} data-size={size}>
        <Dialog className={dialogStyles.dialog} role={role}>
          <Heading slot="title">{title}</Heading>
          <Button
            className={dialogStyles.close}
            onPress={() => onOpenChange(false)}
            aria-label={t("Close")}
            isDisabled={busy}
          >
            ×
          </Button>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A dialog with a form: Enter submits, Cancel closes; the submit button waits while the call runs. */
export function FormDialog({
  onSubmit,
  submitLabel,
  children,
  busy,
  ...shell
}: Omit<DialogShellProps, "role"> & { onSubmit: () => void; submitLabel: string }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Dialogs opened from this form (e.g. an upload) are portals: their submit must not reach this form.
    event.stopPropagation();
    if (!busy) onSubmit();
  };
  return (
    <DialogShell {...shell} busy={busy}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <div className={dialogStyles.actions}>
          <Button className={styles.buttonSecondary} onPress={() => shell.onOpenChange(false)} isDisabled={busy}>
            {t("Cancel")}
          </Button>
          <Button type="submit" className={styles.button} isDisabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

/** An explicit confirmation before something that cannot be undone (spec §5). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell isOpen={isOpen} onOpenChange={onOpenChange} title={title} busy={busy} role="alertdialog">
      <div className={styles.muted}>{text}</div>
      <div className={dialogStyles.actions}>
        <Button className={styles.buttonSecondary} onPress={() => onOpenChange(false)} isDisabled={busy} autoFocus>
          {t("Cancel")}
        </Button>
        <Button className={styles.buttonDanger} onPress={onConfirm} isDisabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </Button>
      </div>
    </DialogShell>
  );
}

/** Confirms deleting one named row (a campaign, an SEO entry, a video): Delete runs `remove`, and closes when it worked. */
export function DeleteDialog({
  name,
  text,
  remove,
  onClose,
}: {
  name: string;
  text: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={t("Delete Named", { name })}
      text={<p>{text}</p>}
      confirmLabel={t("Delete")}
      onConfirm={async () => {
        if (await run(remove, "Deleted")) onClose();
      }}
    />
  );
}

export function PlainDialog(props: Omit<DialogShellProps, "role">) {
  return <DialogShell {...props} />;
}
