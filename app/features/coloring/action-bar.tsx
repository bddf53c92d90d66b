import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon, type IconName } from "./icons";
import styles from "./coloring-app.module.css";

interface Action {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  primary?: boolean;
}

function ActionButton({ icon, label, onClick, disabled, busy, primary }: Action) {
  return (
    <button
      type="button"
      className={styles.action}
      data-primary={primary || undefined}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      <span className={styles.actionIcon}>
        <Icon name={icon} />
      </span>
      <span className={styles.actionLabel}>{label}</span>
    </button>
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
        <ActionButton icon="undo" label={t("Coloring Undo")} onClick={props.onUndo} disabled={!props.canUndo} />
        <ActionButton icon="redo" label={t("Coloring Redo")} onClick={props.onRedo} disabled={!props.canRedo} />
        <ActionButton icon="clear" label={t("Coloring Clear")} onClick={props.onClear} disabled={!props.ready} />
        <button type="button" className={styles.action} onClick={props.onToggleSound} aria-pressed={!props.muted}>
          <span className={styles.actionIcon}>
            <Icon name={props.muted ? "soundOff" : "soundOn"} />
          </span>
          <span className={styles.actionLabel}>{t("Coloring Sound")}</span>
        </button>
      </div>
      <div className={styles.actionGroup} role="group" aria-label={t("Coloring Picture")}>
        <ActionButton icon="save" label={t("Coloring Save")} onClick={props.onSave} disabled={!props.ready} />
        <ActionButton icon="print" label={t("Coloring Print")} onClick={props.onPrint} disabled={!props.ready} />
        <ActionButton
          icon="upload"
          label={t("Coloring Upload")}
          onClick={props.onUpload}
          disabled={!props.ready || props.uploading}
          busy={props.uploading}
        />
        <ActionButton icon="done" label={t("Coloring Done")} onClick={props.onDone} disabled={!props.ready} primary />
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
