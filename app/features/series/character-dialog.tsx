import { Button, Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COLORING_PAGES, type CharacterKey } from "~/shared/constants";
import { characterKeys } from "./types";
import { ModalSheet } from "~/ui/modal-sheet";
import styles from "./character-dialog.module.css";

/** A character's picture, name, role and story (spec §2 character dialog); loaded on demand. */
export default function CharacterDialog({ character, onClose }: { character: CharacterKey; onClose(): void }) {
  const { t } = useTranslation();
  const keys = characterKeys(character);
  const canColor = (COLORING_PAGES as readonly string[]).includes(character);
  return (
    <ModalSheet look="card" onClose={onClose} className={styles.modal}>
      <Dialog className={styles.dialog} data-testid="character-dialog">
        <div className={styles.gallery}>
          <img src={`/art/characters/${character}.svg`} alt={t(keys.name)} width={400} height={400} />
        </div>
        <div className={styles.body}>
          <Heading slot="title" className={styles.title}>
            {t(keys.name)}
          </Heading>
          <p className={styles.role}>{t(keys.role)}</p>
          <p className={styles.description}>{t(keys.description)}</p>
          <div className={styles.actions}>
            {canColor && (
              <Link to={`/play/apps/coloring/${character}`} className="button">
                {t("Color Character", { name: t(keys.name) })}
              </Link>
            )}
            <Button className="button" data-variant="secondary" onPress={onClose}>
              {t("Close")}
            </Button>
          </div>
        </div>
      </Dialog>
    </ModalSheet>
  );
}
