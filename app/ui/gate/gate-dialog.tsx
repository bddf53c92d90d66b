import { useEffect } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { exitHref } from "~/shared/exit";
import type { GateView } from "~/shared/gate-rules";
import { GateForm } from "./gate-form";
import styles from "./gate-dialog.module.css";

interface GateAnswer {
  gate: GateView | null;
  passed: boolean;
}

/**
 * The gate's in-page form (DESIGN §4.17), for what opens inside the page after a grown-up's answer (the YouTube player).
 * It asks the server's gate at /leave, so the question, the check and the lockout are the page's own; loaded on demand.
 */
export default function GateDialog({ href, onPass, onClose }: { href: string; onPass(): void; onClose(): void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<GateAnswer>();
  const { load } = fetcher;
  useEffect(() => {
    void load(exitHref(href));
  }, [href, load]);
  const passed = fetcher.data?.passed === true;
  useEffect(() => {
    if (passed) onPass();
  }, [passed, onPass]);
  const gate = fetcher.data?.gate;

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid="parental-gate">
          <img src="/art/characters/jin.svg" alt="" width={96} height={96} className={styles.art} />
          <Heading slot="title" className={styles.title}>
            {t("Gate Title")}
          </Heading>
          <p className={styles.text}>{t("Gate Text")}</p>
          {gate ? (
            <GateForm
              gate={gate}
              Form={fetcher.Form}
              embed
              cancel={
                <button type="button" className="button" data-variant="secondary" onClick={onClose}>
                  {t("Gate Cancel")}
                </button>
              }
            />
          ) : (
            <p className={styles.text} aria-live="polite">
              {fetcher.state === "idle" && fetcher.data ? t("Gate Not Allowed") : t("Loading")}
            </p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
