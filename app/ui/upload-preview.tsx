import { useEffect, useState, type ReactNode } from "react";
import { uploadPreview } from "./recent-uploads";
import styles from "./upload-preview.module.css";

/**
 * Shows the picture this browser uploaded (its own canvas, kept in recent-uploads) behind the server's copy: while the
 * copy loads, or if it is not there yet, the child sees their picture instead of an empty tile. Read after hydration
 * (the server has no such picture), so the first render matches the server's HTML.
 */
export function UploadPreview({ id, className, children }: { id: number; className?: string; children: ReactNode }) {
  const [preview, setPreview] = useState<string | undefined>(undefined);
  useEffect(() => {
    setPreview(uploadPreview(id));
  }, [id]);
  return (
    <span
      className={`${styles.preview} ${className ?? ""}`}
      data-local-preview={preview ? "" : undefined}
      style={preview ? { backgroundImage: `url("${preview}")` } : undefined}
    >
      {children}
    </span>
  );
}
