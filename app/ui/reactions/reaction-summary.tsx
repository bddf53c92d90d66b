import { useTranslation } from "react-i18next";
import { emoticonUrl } from "~/shared/emoticons";
import { EMOTICONS } from "~/shared/constants";
import { emoticonLabel } from "./emoticon-label";
import styles from "./reactions.module.css";

/** Counts per emoticon, most chosen first (ties in emoticon order); `limit` keeps a card small. */
export function ReactionSummary({
  counts,
  limit,
  size = 28,
}: {
  counts: Record<string, number>;
  limit?: number;
  size?: number;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(counts)
    .filter(([name, n]) => n > 0 && EMOTICONS.includes(name))
    .sort(([a, x], [b, y]) => y - x || EMOTICONS.indexOf(a) - EMOTICONS.indexOf(b));
  if (!entries.length) return null;
  const shown = limit ? entries.slice(0, limit) : entries;
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return (
    <ul className={styles.summary} aria-label={t("Reaction Count", { count: total })}>
      {shown.map(([name, n]) => (
        <li key={name} className={styles.count}>
          <img src={emoticonUrl(name)} alt={emoticonLabel(t, name)} width={size} height={size} loading="lazy" />
          <span>{n}</span>
        </li>
      ))}
      {shown.length < entries.length && (
        <li className={styles.more} aria-hidden="true">
          +
        </li>
      )}
    </ul>
  );
}
