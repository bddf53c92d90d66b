import { useEffect, useRef } from "react";
import { Button, Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { Layer } from "~/games/coloring";
import { EarnedSticker } from "~/ui/shelf/earned-sticker";
import { Icon, type IconName } from "./icons";
import { drawPicture } from "./picture-export";
import { ModalSheet } from "~/ui/modal-sheet";
import appStyles from "./coloring-app.module.css";
import styles from "./done-dialog.module.css";

interface DoneDialogProps {
  picture: Layer | null;
  /** The reward sticker this finish earned (null: none). */
  sticker?: string | null;
  uploading: boolean;
  onClose(): void;
  onSave(): void;
  onPrint(): void;
  onUpload(): void;
}

const STARS = Array.from({ length: 10 }, (_, i) => i);

function Choice({
  icon,
  label,
  onPress,
  primary,
  disabled,
}: {
  icon: IconName;
  label: string;
  onPress(): void;
  primary?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button className={styles.choice} data-primary={primary || undefined} onPress={onPress} isDisabled={disabled}>
      <Icon name={icon} size={28} />
      <span>{label}</span>
    </Button>
  );
}

/**
 * The "done" moment: the child's picture shown large, stars bursting around it (never over it; still under
 * reduced motion), and what to do with it: Save, Print, Upload, or keep coloring.
 */
export function DoneDialog({ picture, sticker, uploading, onClose, onSave, onPrint, onUpload }: DoneDialogProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (picture && canvas.current) drawPicture(picture, canvas.current);
  }, [picture]);
  return (
    <ModalSheet look="pictures" onClose={onClose} className={appStyles.modal}>
      <Dialog className={styles.dialog} data-testid="coloring-done">
        <Heading slot="title" className={styles.title}>
          {t("Coloring Done Title")}
        </Heading>
        <div className={styles.frame}>
          {STARS.map((i) => (
            <span key={i} className={styles.star} style={{ ["--i" as string]: i }} aria-hidden="true" />
          ))}
          <canvas
            ref={canvas}
            className={styles.picture}
            role="img"
            aria-label={t("Coloring Done Picture")}
            width={1024}
            height={1024}
          />
        </div>
        {sticker && <EarnedSticker id={sticker} />}
        <div className={styles.choices}>
          <Choice icon="save" label={t("Coloring Save")} onPress={onSave} />
          <Choice icon="print" label={t("Coloring Print")} onPress={onPrint} />
          <Choice icon="upload" label={t("Coloring Upload")} onPress={onUpload} disabled={uploading} primary />
        </div>
        <Button className={styles.keep} onPress={onClose}>
          {t("Coloring Keep Coloring")}
        </Button>
      </Dialog>
    </ModalSheet>
  );
}
