import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  NAME_ADJECTIVES,
  NAME_NOUNS,
  adjectiveLabelKey,
  nounLabelKey,
  parsePublicName,
  publicNameKey,
  publicNameText,
  randomPublicName,
  safePublicName,
} from "~/shared/public-name";
import styles from "./name-picker.module.css";

/**
 * The public name as words picked from the site's lists (issue 28): a describing word, a vehicle or animal and a
 * number, never typed. `value` and `onChange` carry the key (`brave-helicopter-42`); the preview reads the name in the
 * page's language and word order. Used by the profile dialog and the dashboard's rename dialog.
 */
export function NamePicker({
  value,
  onChange,
  seed,
  buttonClassName,
}: {
  value: string;
  onChange: (key: string) => void;
  /** The user id: a stored value that is not a list key starts from the same name the server shows for it. */
  seed: string;
  /** The dashboard's own button style; public pages use the site's secondary button. */
  buttonClassName?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const parts = parsePublicName(value) ?? safePublicName(value, seed);
  const set = (change: Partial<typeof parts>) => onChange(publicNameKey({ ...parts, ...change }));
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.preview} aria-live="polite">
        {t("Name Preview", { name: publicNameText(parts, t) })}
      </legend>
      <p className={styles.hint}>{t("Name Hint")}</p>
      <div className={styles.row}>
        <WordSelect
          id={`${id}-adjective`}
          label={t("Name Adjective Label")}
          value={parts.adjective}
          words={NAME_ADJECTIVES}
          labelKey={adjectiveLabelKey}
          onChange={(adjective) => set({ adjective })}
        />
        <WordSelect
          id={`${id}-noun`}
          label={t("Name Noun Label")}
          value={parts.noun}
          words={NAME_NOUNS}
          labelKey={nounLabelKey}
          onChange={(noun) => set({ noun })}
        />
      </div>
      <button
        type="button"
        className={buttonClassName ?? "button"}
        data-variant="secondary"
        onClick={() => onChange(publicNameKey(randomPublicName()))}
      >
        {t("Name Random")}
      </button>
    </fieldset>
  );
}

function WordSelect<W extends string>({
  id,
  label,
  value,
  words,
  labelKey,
  onChange,
}: {
  id: string;
  label: string;
  value: W;
  words: readonly W[];
  labelKey: (word: W) => string;
  onChange: (word: W) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.label}>{label}</span>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as W)}>
        {words.map((word) => (
          <option key={word} value={word}>
            {t(labelKey(word))}
          </option>
        ))}
      </select>
    </label>
  );
}
