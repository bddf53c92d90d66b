import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { trackEvent } from "~/ui/use-page-views";
import type { CharacterKey } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { characterKeys } from "./types";
import styles from "./character-section.module.css";

const loadDialog = () => import("./character-dialog");
const CharacterDialog = lazy(loadDialog);

function CharacterGrid({ characters, onSelect }: { characters: CharacterKey[]; onSelect(key: CharacterKey): void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {characters.map((key) => {
        const keys = characterKeys(key);
        return (
          <li key={key}>
            <button
              type="button"
              className={styles.card}
              aria-haspopup="dialog"
              data-character={key}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              onClick={() => onSelect(key)}
            >
              <img src={`/art/characters/${key}.svg`} alt="" width={160} height={160} loading="lazy" />
              <span className={styles.name}>{t(keys.name)}</span>
              <span className={styles.role}>{t(keys.role)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The rescue team and, where the season has one, the additional rescue team; a character opens its dialog. */
export function CharacterSection({
  characters,
  additional,
  locale,
}: {
  characters: CharacterKey[];
  additional: CharacterKey[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [selected, setSelected] = useState<CharacterKey | null>(null);
  const select = (key: CharacterKey) => {
    // Spec §2: opening the character dialog is an analytics event.
    trackEvent("event", `character_open:${key}`, pathname, locale);
    setSelected(key);
  };
  return (
    <section className={styles.section} aria-labelledby="characters-title" id="characters">
      <h2 id="characters-title" className={styles.title}>
        {t("Series Characters")}
      </h2>
      <CharacterGrid characters={characters} onSelect={select} />
      {additional.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t("Additional Rescue Team")}</h3>
          <CharacterGrid characters={additional} onSelect={select} />
        </>
      )}
      {selected && (
        <Suspense fallback={null}>
          <CharacterDialog character={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}
