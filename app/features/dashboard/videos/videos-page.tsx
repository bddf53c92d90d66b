import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { LibraryVideo, VideoListResponse } from "~/shared/api/admin/videos";
import { ConfirmDialog } from "../ui/dialogs";
import { SwitchField } from "../ui/fields";
import { useFormat } from "../ui/format";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import { TableWrap } from "../ui/table-wrap";
import { useAdminAction } from "../ui/use-admin-action";
import ui from "../ui/ui.module.css";
import { VideoDialog } from "./video-dialog";
import { VideoStatus } from "./video-status";
import styles from "./videos.module.css";
import { videosApi } from "./videos-api";

/** How often the page reloads its rows while a video is being transcoded (progress per cent). */
const POLL_MS = 3_000;

type Editing = { kind: "upload" } | { kind: "edit" | "delete"; video: LibraryVideo } | null;

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

/** Video Library (issue 12): staff uploads transcoded by a background job, with status, progress, publish, edit, delete. */
export function VideosPage({ videos, totalVideos, uploadsAvailable }: VideoListResponse) {
  const { t } = useTranslation();
  const format = useFormat();
  const { run, busy } = useAdminAction();
  const { revalidate, state } = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const processing = videos.some((v) => v.status === "processing");

  useEffect(() => {
    if (!processing || editing) return;
    const timer = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, editing, revalidate, videos, state]);

  return (
    <>
      <PageHeader title={t("Video Library")} lead={t("Video Library Lead")}>
        <Button className={ui.button} onPress={() => setEditing({ kind: "upload" })} isDisabled={!uploadsAvailable}>{t("Upload a video")}</Button>
      </PageHeader>
      {!uploadsAvailable && <p className={styles.notice} role="note">{t("Uploads need ffmpeg")}</p>}
      {videos.length === 0 ? (
        <p className={ui.empty}>{t("No videos yet")}</p>
      ) : (
        <TableWrap label={t("Video Library")}>
          <table className={ui.table}>
            <caption className="visually-hidden">{t("Video Library")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Video Poster")}</th>
                <th scope="col">{t("Title")}</th>
                <th scope="col">{t("Status")}</th>
                <th scope="col">{t("Video Duration")}</th>
                <th scope="col">{t("Video Published")}</th>
                <th scope="col">{t("Actions")}</th>
              </tr>
            </thead>
            <tbody>
              {videos.map((video) => {
                const name = video.titles.en || video.id;
                return (
                  <tr key={video.id}>
                    <td>
                      {video.thumbnailUrl
                        ? <img src={video.thumbnailUrl} alt="" width={96} height={54} className={styles.poster} loading="lazy" />
                        : <span className={styles.posterEmpty} aria-hidden="true" />}
                    </td>
                    <td className={ui.wrap}>
                      <span lang="en">{name}</span>
                      <span className={styles.meta}>
                        {video.uploaded ? t("Uploaded on", { date: format.day(video.createdAt) }) : t("Built-in episode")}
                      </span>
                    </td>
                    <td><VideoStatus video={video} /></td>
                    <td className={ui.nowrap}>{video.durationSeconds ? minutes(video.durationSeconds) : "–"}</td>
                    <td>
                      <SwitchField
                        isSelected={video.published} isDisabled={busy} aria-label={t("Published Named", { name })}
                        onChange={(published) => void run(() => videosApi.update(video.id, { published }), published ? "Video published" : "Video unpublished")}
                      />
                    </td>
                    <td>
                      <span className={ui.actions}>
                        <Button className={ui.buttonQuiet} onPress={() => setEditing({ kind: "edit", video })} aria-label={t("Edit Named", { name })}>{t("Edit")}</Button>
                        {video.uploaded && video.status === "failed" && (
                          <Button className={ui.buttonQuiet} isDisabled={busy || !uploadsAvailable} aria-label={t("Retry Named", { name })}
                            onPress={() => void run(() => videosApi.retry(video.id), "Video queued again")}>{t("Retry Video")}</Button>
                        )}
                        {video.uploaded && (
                          <Button className={ui.buttonQuiet} onPress={() => setEditing({ kind: "delete", video })} aria-label={t("Delete Named", { name })}>{t("Delete")}</Button>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pagination total={totalVideos} label={t("Video Library")} />
      {editing?.kind === "upload" && <VideoDialog onClose={close} />}
      {editing?.kind === "edit" && <VideoDialog video={editing.video} onClose={close} />}
      {editing?.kind === "delete" && (
        <ConfirmDialog
          isOpen onOpenChange={(open) => !open && close()} busy={busy} title={t("Delete Named", { name: editing.video.titles.en || editing.video.id })}
          text={<p>{t("Delete Video Confirm")}</p>} confirmLabel={t("Delete")}
          onConfirm={async () => { if (await run(() => videosApi.remove(editing.video.id), "Deleted")) close(); }}
        />
      )}
    </>
  );
}
