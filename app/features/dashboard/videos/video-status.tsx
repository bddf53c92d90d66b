import { useTranslation } from "react-i18next";
import type { LibraryVideo } from "~/shared/api/admin/videos";
import ui from "../ui/ui.module.css";
import styles from "./videos.module.css";

/** A video's state as staff need it: ready, waiting, transcoding with per cent, or failed with the reason (translated where the locales know it). */
export function VideoStatus({ video }: { video: LibraryVideo }) {
  const { t } = useTranslation();
  const job = video.job;
  if (video.status === "ready")
    return (
      <span className={ui.badge} data-tone="ok">
        {t("Video ready")}
      </span>
    );
  if (video.status === "failed") {
    return (
      <span className={styles.status}>
        <span className={ui.badge} data-tone="danger">
          {t("Video failed")}
        </span>
        {job?.error && <span className={styles.error}>{t(job.error)}</span>}
      </span>
    );
  }
  const percent = Math.round((job?.progress ?? 0) * 100);
  const waiting = !job || job.status === "queued";
  return (
    <span className={styles.status}>
      <span className={ui.badge} data-tone="brand">
        {waiting ? t("Video queued") : t("Video transcoding", { percent })}
      </span>
      {!waiting && (
        <progress className={styles.progress} max={100} value={percent} aria-label={t("Transcoding progress")} />
      )}
      {job && job.attempts > 1 && (
        <span className={styles.meta}>{t("Video attempt", { attempt: job.attempts, max: job.maxAttempts })}</span>
      )}
    </span>
  );
}
