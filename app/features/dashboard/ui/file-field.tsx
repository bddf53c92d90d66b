import { useId } from "react";
import ui from "./ui.module.css";

/**
 * A labelled file picker with its hint and, when given, its problem (an alert): the dashboard's picture uploads (Media
 * and Pictures). A big dashed target, at least 44 px tall.
 */
export function FileField({
  label,
  accept,
  hint,
  error,
  onChange,
}: {
  label: string;
  accept: string;
  hint: string;
  error?: string | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={`${id}-file`} className={ui.fieldLabel}>
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={accept}
        className={ui.fileInput}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <span id={`${id}-hint`} className={ui.hint}>
        {hint}
      </span>
      {error && (
        <span className={ui.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
