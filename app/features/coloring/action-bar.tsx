import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon, type IconName } from "./icons";
import styles from "./coloring-app.module.css";

interface Action {
  icon: IconName;
  label: string;
  onPress: () => void;
  disabled?: boolean;
  busy?: boolean;
  primary?: boolean;
}

function ActionButton({ icon, label, onPress, disabled, busy, primary }: Action) {
  return (
    <Button
      className={styles.action}
      data-primary={primary || undefined}
      onPress={onPress}
      isDisabled={disabled}
      aria-busy={busy || undefined}
    >
      <span className={styles.actionIcon}>
        <Icon name={icon} />
      </span>
      <span className={styles.actionLabel}>{label}</span>
    </Button>
  );
}

interface ActionBarProps {
  canUndo: boolean;
  canRedo: boolean;
  ready: boolean;
  uploading: boolean;
  uploaded: boolean;
  onUndo(): void;
  onRedo(): void;
  onClear(): void;
  onSave(): void;
  onPrint(): void;
  onUpload(): void;
  onDone(): void;
  muted: boolean;
  onToggleSound(): void;
}

/** Undo, redo, clear; sound on/off; save to the device, print, upload to the gallery; Done (the finish moment). */
export function ActionBar(props: ActionBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <div className={styles.actionGroup} role="group" aria-label={t("Coloring History")}>
        <ActionButton icon="undo" label={t("Coloring Undo")} onPress={props.onUndo} disabled={!props.canUndo} />
        <ActionButton icon="redo" label={t("Coloring Redo")} onPress={props.onRedo} disabled={!props.canRedo} />
        <ActionButton icon="clear" label={t("Coloring Clear")} onPress={props.onClear} disabled={!props.ready} />
        <Button className={styles.action} onPress={props.onToggleSound} aria-pressed={!props.muted}>
          <span className={styles.actionIcon}>
            <Icon name={props.muted ? "soundOff" : "soundOn"} />
          </span>
          <span className={styles.actionLabel}>{t("Coloring Sound")}</span>
        </Button>
      </div>
      <div className={styles.actionGroup} role="group" aria-label={t("Coloring Picture")}>
        <ActionButton icon="save" label={t("Coloring Save")} onPress={props.onSave} disabled={!props.ready} />
        <ActionButton icon="print" label={t("Coloring Print")} onPress={props.onPrint} disabled={!props.ready} />
        <ActionButton
          icon="upload"
          label={t("Coloring Upload")}
          onPress={props.onUpload}
          disabled={!props.ready || props.uploading}
          busy={props.uploading}
        />
        <ActionButton icon="done" label={t("Coloring Done")} onPress={props.onDone} disabled={!props.ready} primary />
      </div>
      {props.uploaded && (
        <Link to="/play/gallery" className={styles.galleryLink}>
          <Icon name="gallery" size={20} />
          {t("Coloring See Gallery")}
        </Link>
      )}
    </div>
  );
}
