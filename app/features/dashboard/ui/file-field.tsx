import { useId, type ReactNode } from "react";
import ui from "./ui.module.css";

/**
 * A labelled file picker with its hint and, when given, its problem (an alert) and a status below (`children`): the
 * dashboard's uploads (Media, Pictures and the video library). A big dashed target, at least 44 px tall.
 */
export function FileField({
  label,
  accept,
  hint,
  error,
  onChange,
  children,
}: {
  label: string;
  accept: string;
  hint: string;
  error?: string | null;
  onChange: (file: File | null) => void;
  children?: ReactNode;
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
        aria-invalid={!!error || undefined}
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
      {children}
    </div>
  );
}
