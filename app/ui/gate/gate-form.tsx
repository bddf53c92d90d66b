import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { exitHref } from "~/shared/exit";
import type { GateView } from "~/shared/gate-rules";
import styles from "./gate-dialog.module.css";

type FormComponent = ComponentType<{ method: "post"; action: string; className?: string; children: ReactNode }>;

/**
 * The gate's question as a plain form posted to `/leave?to=…`: the page renders it with React Router's Form (a real
 * POST before any script), the in-page dialog with a fetcher's. Locked after wrong answers, it says how long to wait.
 */
export function GateForm({
  gate,
  Form,
  embed,
  cancel,
}: {
  gate: GateView;
  Form: FormComponent;
  embed?: boolean;
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const question = t("Gate Question", {
    a: t(`Gate Number ${gate.question.a}`),
    b: t(`Gate Number ${gate.question.b}`),
  });
  return (
    <>
      <p className={styles.destination}>
        {t("Gate Destination")}{" "}
        <strong>{gate.to.startsWith("/auth/") ? t(`Provider ${gate.destination}`) : gate.destination}</strong>
      </p>
      {gate.lockedSeconds > 0 ? (
        <div className={styles.form}>
          <p className={styles.error} role="alert" data-testid="gate-locked">
            {t("Gate Locked", { count: gate.lockedSeconds })}
          </p>
          <div className={styles.actions}>
            {cancel}
            <a className="button" href={exitHref(gate.to)}>
              {t("Gate Try Again")}
            </a>
          </div>
        </div>
      ) : (
        <Form method="post" action={exitHref(gate.to)} className={styles.form}>
          <input type="hidden" name="token" value={gate.token} />
          {embed && <input type="hidden" name="embed" value="1" />}
          <div className={styles.field}>
            <label htmlFor="gate-answer" className={styles.question}>
              {question}
            </label>
            <input
              id="gate-answer"
              key={gate.token}
              name="answer"
              className={styles.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              required
              autoFocus
              aria-invalid={gate.wrong || undefined}
              aria-describedby={gate.wrong ? "gate-wrong" : undefined}
            />
            {gate.wrong && (
              <p id="gate-wrong" className={styles.error} role="alert">
                {t("Gate Wrong")}
              </p>
            )}
          </div>
          <div className={styles.actions}>
            {cancel}
            <button type="submit" className="button">
              {t("Continue")}
            </button>
          </div>
        </Form>
      )}
    </>
  );
}
