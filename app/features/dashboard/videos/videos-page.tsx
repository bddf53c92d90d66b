import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { LibraryVideo, VideoListResponse } from "~/shared/api/admin/videos";
import { DeleteDialog } from "../ui/dialogs";
import { SwitchField } from "../ui/fields";
import { useFormat } from "../ui/format";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import { DataTable, RowActions, type Column } from "../ui/data-table";
import { useAdminAction } from "../ui/use-admin-action";
import ui from "../ui/ui.module.css";
import { VideoDialog } from "./video-dialog";
import { VideoStatus } from "./video-status";
import styles from "./videos.module.css";
import { videosApi } from "./videos-api";

/** How often the page reloads its rows while a video is being transcoded (progress per cent). */
const POLL_MS = 3_000;

type Editing = { kind: "upload" } | { kind: "edit" | "delete"; video: LibraryVideo } | null;

/** The English title names a video in the dashboard (the id until it has one). */
const nameOf = (video: LibraryVideo) => video.titles.en || video.id;

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

/** Video Library (issue 12): staff uploads transcoded by a background job, with status, progress, publish, edit, delete. */
export function VideosPage({ videos, totalVideos, uploadsAvailable }: VideoListResponse) {
  const { t } = useTranslation();
  const format = useFormat();
  const { run, busy } = useAdminAction();
  const { revalidate, state } = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const columns: Column<LibraryVideo>[] = [
    {
      id: "poster",
      header: t("Video Poster"),
      cell: (video) =>
        video.thumbnailUrl ? (
          <img src={video.thumbnailUrl} alt="" width={96} height={54} className={styles.poster} loading="lazy" />
        ) : (
          <span className={styles.posterEmpty} aria-hidden="true" />
        ),
    },
    {
      id: "title",
      header: t("Title"),
      className: ui.wrap,
      cell: (video) => (
        <>
          <span lang="en">{nameOf(video)}</span>
          <span className={styles.meta}>
            {video.uploaded ? t("Uploaded on", { date: format.day(video.createdAt) }) : t("Built-in episode")}
          </span>
        </>
      ),
    },
    { id: "status", header: t("Status"), cell: (video) => <VideoStatus video={video} /> },
    {
      id: "duration",
      header: t("Video Duration"),
      className: ui.nowrap,
      cell: (video) => (video.durationSeconds ? minutes(video.durationSeconds) : "–"),
    },
    {
      id: "published",
      header: t("Video Published"),
      cell: (video) => (
        <SwitchField
          isSelected={video.published}
          isDisabled={busy}
          aria-label={t("Published Named", { name: nameOf(video) })}
          onChange={(published) =>
            void run(
              () => videosApi.update(video.id, { published }),
              published ? "Video published" : "Video unpublished",
            )
          }
        />
      ),
    },
    {
      id: "actions",
      header: t("Actions"),
      cell: (video) => (
        <RowActions
          name={nameOf(video)}
          onEdit={() => setEditing({ kind: "edit", video })}
          onDelete={video.uploaded ? () => setEditing({ kind: "delete", video }) : undefined}
        >
          {video.uploaded && video.status === "failed" && (
            <Button
              className={ui.buttonQuiet}
              isDisabled={busy || !uploadsAvailable}
              aria-label={t("Retry Named", { name: nameOf(video) })}
              onPress={() => void run(() => videosApi.retry(video.id), "Video queued again")}
            >
              {t("Retry Video")}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  const processing = videos.some((v) => v.status === "processing");

  useEffect(() => {
    if (!processing || editing) return;
    const timer = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, editing, revalidate, videos, state]);

  return (
    <>
      <PageHeader title={t("Video Library")} lead={t("Video Library Lead")}>
        <Button className={ui.button} onPress={() => setEditing({ kind: "upload" })} isDisabled={!uploadsAvailable}>
          {t("Upload a video")}
        </Button>
      </PageHeader>
      {!uploadsAvailable && (
        <p className={styles.notice} role="note">
          {t("Uploads need ffmpeg")}
        </p>
      )}
      <DataTable
        label={t("Video Library")}
        columns={columns}
        rows={videos}
        rowKey={(video) => video.id}
        empty={t("No videos yet")}
      />
      <Pagination total={totalVideos} label={t("Video Library")} />
      {editing?.kind === "upload" && <VideoDialog onClose={close} />}
      {editing?.kind === "edit" && <VideoDialog video={editing.video} onClose={close} />}
      {editing?.kind === "delete" && (
        <DeleteDialog
          name={nameOf(editing.video)}
          text={t("Delete Video Confirm")}
          remove={() => videosApi.remove(editing.video.id)}
          onClose={close}
        />
      )}
    </>
  );
}
