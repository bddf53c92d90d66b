import { useState } from "react";
import { Button, Dialog, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, TextField } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { destinationLabel, isCorrect, makeQuestion, type GateQuestion } from "./gate-rules";
import styles from "./gate-dialog.module.css";

/** The gate's question (DESIGN §4.17); loaded on demand, so pages without off-site links never pay for it. */
export default function GateDialog({ href, onPass, onClose }: { href: string; onPass(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<GateQuestion>(() => makeQuestion());
  const [answer, setAnswer] = useState("");
  const [wrong, setWrong] = useState(false);

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid="parental-gate">
          <img src="/art/characters/jin.svg" alt="" width={96} height={96} className={styles.art} />
          <Heading slot="title" className={styles.title}>{t("Gate Title")}</Heading>
          <p className={styles.text}>{t("Gate Text")}</p>
          <p className={styles.destination}>
            {t("Gate Destination")} <strong>{destinationLabel(href)}</strong>
          </p>
          <Form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (isCorrect(question, answer)) return onPass();
              setWrong(true);
              setAnswer("");
              setQuestion((previous) => makeQuestion(Math.random, previous));
            }}
          >
            <TextField
              className={styles.field}
              value={answer}
              onChange={(value) => {
                setAnswer(value);
                setWrong(false);
              }}
              isInvalid={wrong}
              autoFocus
              isRequired
              validationBehavior="aria"
            >
              <Label className={styles.question}>{t("Gate Question", { a: t(`Gate Number ${question.a}`), b: t(`Gate Number ${question.b}`) })}</Label>
              <Input className={styles.input} inputMode="numeric" autoComplete="off" maxLength={4} />
              <FieldError className={styles.error}>{t("Gate Wrong")}</FieldError>
            </TextField>
            <div className={styles.actions}>
              <Button className="button" data-variant="secondary" onPress={onClose}>{t("Gate Cancel")}</Button>
              <Button type="submit" className="button">{t("Continue")}</Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
