import { useEffect, useState } from "react";
import type { GalleryColoring } from "~/shared/api/gallery";
import { callApi } from "~/shared/api/request";
import { forgetUploads, recentUploads } from "~/ui/recent-uploads";

/**
 * The signed-in child's own new colorings that the gallery's list does not show yet: ones waiting for a grown-up's
 * review (GALLERY_MODERATION=pre). Shown to the uploader only, on the first page, from this browser's record of its
 * uploads (recent-uploads), after the server has said which of them are still there and still waiting: one a grown-up
 * filtered out, or the child deleted, is forgotten, and nobody else ever sees any of them before approval.
 */
export function useMyWaitingColorings(
  userId: string | undefined,
  page: number,
  listed: readonly GalleryColoring[],
): GalleryColoring[] {
  const [waiting, setWaiting] = useState<GalleryColoring[]>([]);
  useEffect(() => {
    const listedIds = new Set(listed.map((coloring) => coloring.id));
    const recent = userId && page === 0 ? recentUploads(userId).filter((e) => !listedIds.has(e.coloring.id)) : [];
    if (!userId || recent.length === 0) {
      setWaiting([]);
      return;
    }
    let current = true;
    callApi("ownColorings", { params: { userId }, query: { page: 0 } })
      .then(({ colorings }) => {
        if (!current) return;
        const byId = new Map(colorings.map((coloring) => [coloring.id, coloring]));
        forgetUploads(recent.filter((e) => !byId.has(e.coloring.id)).map((e) => e.coloring.id));
        setWaiting(recent.filter((e) => byId.get(e.coloring.id)?.approved === 0).map((e) => e.coloring));
      })
      .catch(() => {
        // Not reachable now: the list shows what the server listed, as before.
      });
    return () => {
      current = false;
    };
  }, [userId, page, listed]);
  return waiting;
}
