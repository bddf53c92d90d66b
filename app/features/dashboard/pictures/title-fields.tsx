import { useTranslation } from "react-i18next";
import { MAX_PICTURE_TITLE } from "~/shared/api/pictures";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/shared/locales";
import { TextInput } from "../ui/fields";
import styles from "./pictures.module.css";
import ui from "../ui/ui.module.css";

export type TitleDraft = Record<Locale, string>;

export const emptyTitles = (): TitleDraft => Object.fromEntries(LOCALES.map((l) => [l, ""])) as TitleDraft;

/** True when a language has no title yet (every one is required). */
export const missesATitle = (titles: TitleDraft): boolean => LOCALES.some((l) => !titles[l].trim());

/** A picture's title in each of the 8 languages (the upload form and the edit dialog). */
export function TitleFields({
  titles,
  onChange,
  autoFocus = false,
}: {
  titles: TitleDraft;
  onChange: (titles: TitleDraft) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.titles}>
      <legend className={ui.fieldLabel}>{t("Title in every language")}</legend>
      {LOCALES.map((locale, i) => (
        <TextInput
          key={locale}
          label={LOCALE_NAMES[locale]}
          name={`title-${locale}`}
          value={titles[locale]}
          maxLength={MAX_PICTURE_TITLE}
          isRequired
          autoFocus={autoFocus && i === 0}
          onChange={(value) => onChange({ ...titles, [locale]: value })}
        />
      ))}
    </fieldset>
  );
}
