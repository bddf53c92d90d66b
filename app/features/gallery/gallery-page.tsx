import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useRevalidator } from "react-router";
import { Pagination } from "~/ui/pagination";
import { ResponsivePicture } from "~/ui/responsive-picture";
import type { GalleryColoring, GalleryPageData } from "~/shared/api/gallery";
import { REACTION_FEEDBACK_MS } from "~/ui/reactions/feedback";
import { COLORINGS_PER_PAGE } from "~/shared/constants";
import { useRootData } from "~/ui/use-root-data";
import { ColoringCard } from "./coloring-card";
import { useMyWaitingColorings } from "./use-my-waiting-colorings";
import styles from "./gallery.module.css";

// The dialog (React Aria's overlay, the reaction control, staff actions) loads when a visitor reaches for a coloring
// (pointer over the list, focus, touch), not with the page.
const loadColoringDialog = () => import("./coloring-dialog");
const ColoringDialog = lazy(() => loadColoringDialog().then((m) => ({ default: m.ColoringDialog })));
const preloadDialog = () => void loadColoringDialog();

/** The Coloring Gallery (spec §2): banner, the colorings with pagination, the dialog, and the Coloring Promotion. */
export function GalleryPage({ data }: { data: GalleryPageData }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { user } = useRootData();
  const navigate = useNavigate();
  const [colorings, setColorings] = useState(data.colorings);
  // The child's own new pictures still waiting for a grown-up: first, and seen by the child alone.
  const waiting = useMyWaitingColorings(user?.id, data.page, data.colorings);
  const [openId, setOpenId] = useState<number | null>(null);
  // Mounted from the first opening on, so closing plays the dialog's exit and the next opening is immediate.
  const [dialogWanted, setDialogWanted] = useState(false);

  // New loader data (page change, revalidation) replaces what reactions changed locally.
  useEffect(() => {
    setColorings(data.colorings);
  }, [data.colorings]);
  // Spec §2: scroll to top on load and on page change. A block body on purpose: Chromium 156's scrollTo()
  // returns a Promise, and an arrow's expression body would hand it to React as the effect's cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "auto" });
  }, [data.page]);

  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const open = colorings.find((c) => c.id === openId) ?? null;
  // The new counts show at once; the dialog closes (spec §4) once the child has seen the "sent" feedback.
  const replace = (updated: GalleryColoring) => {
    setColorings((list) => list.map((c) => (c.id === updated.id ? updated : c)));
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(
      () => setOpenId((id) => (id === updated.id ? null : id)),
      REACTION_FEEDBACK_MS,
    );
  };
  const afterStaffChange = () => {
    setOpenId(null);
    void revalidator.revalidate();
  };

  return (
    <div className={styles.gallery}>
      <section className={styles.banner} aria-labelledby="gallery-title">
        <div className={styles.bannerText}>
          <h1 id="gallery-title">{t("Coloring Gallery")}</h1>
          <p>{t("Gallery Description")}</p>
        </div>
        {/* The largest paint on a phone: asked for first. */}
        <img
          className={styles.hands}
          src="/art/gallery-hands.svg"
          alt=""
          width={600}
          height={300}
          fetchPriority="high"
        />
      </section>

      <section className={styles.listSection} aria-labelledby="gallery-list-title">
        <h2 id="gallery-list-title" className="visually-hidden">
          {t("Gallery List Title")}
        </h2>
        {colorings.length || waiting.length ? (
          <ul
            className={styles.grid}
            onPointerOver={preloadDialog}
            onFocus={preloadDialog}
            onTouchStart={preloadDialog}
          >
            {waiting.map((coloring) => (
              <li key={`waiting-${coloring.id}`}>
                {/* My page shows it with its state; reactions wait until others can see it. */}
                <ColoringCard coloring={coloring} eager waiting onOpen={() => void navigate("/user")} />
              </li>
            ))}
            {colorings.map((coloring, index) => (
              <li key={coloring.id}>
                <ColoringCard
                  coloring={coloring}
                  eager={index < 4}
                  onOpen={() => {
                    window.clearTimeout(closeTimer.current);
                    setDialogWanted(true);
                    setOpenId(coloring.id);
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t("Gallery Empty")}</p>
        )}
        <Pagination
          page={data.page}
          total={data.totalColorings}
          rowsPerPage={COLORINGS_PER_PAGE}
          hrefFor={(page) => (page === 0 ? "/play/gallery" : `/play/gallery?page=${page}`)}
          label={t("Gallery Pages")}
        />
      </section>

      <section className={styles.promotion} aria-labelledby="gallery-promotion-title">
        <h2 id="gallery-promotion-title">{t("Coloring Promotion")}</h2>
        <p>{t("Gallery Promotion Description")}</p>
        <Link to="/play/apps/coloring" className={styles.promoBlock}>
          <ResponsivePicture
            src="/coloring/preview/rescue_team.png"
            alt=""
            width={240}
            height={240}
            sizes="(min-width: 600px) 180px, (max-width: 399px) 96px, 112px"
          />
          <span className={styles.promoText}>
            <strong>{t("Gallery Promotion Title")}</strong>
            <span>{t("Gallery Promotion Text")}</span>
            <span className="button">{t("Gallery Promotion Button")}</span>
          </span>
        </Link>
      </section>

      {dialogWanted && (
        <Suspense fallback={null}>
          <ColoringDialog
            coloring={open}
            onClose={() => setOpenId(null)}
            onReactionUpdate={replace}
            onStaffChange={afterStaffChange}
          />
        </Suspense>
      )}
    </div>
  );
}
