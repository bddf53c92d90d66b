import { LOCALES } from "~/shared/locales";
import { SelectField } from "./fields";
import { useFormat } from "./format";

const CHOICES = ["*", ...LOCALES] as const;

/** Which language an entry is for (a campaign's channel, an SEO entry's locale): all languages (`*`) or one. */
export function LanguageField<K extends (typeof CHOICES)[number]>({
  label,
  value,
  onChange,
}: {
  label: string;
  value: K;
  onChange: (value: K) => void;
}) {
  const format = useFormat();
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      options={CHOICES.map((choice) => ({ id: choice as K, label: format.language(choice) }))}
    />
  );
}
