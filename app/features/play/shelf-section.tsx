import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { REWARD_STICKERS, shelfItemHref, shelfItemId, type ShelfItem } from "~/shared/shelf";
import { ScrollStrip } from "~/ui/scroll-strip";
import type { ShelfView } from "~/ui/shelf/shelf-store";
import { shelfItemName } from "./shelf-names";
import styles from "./shelf.module.css";

const StickerBook = lazy(() => import("./sticker-book"));

/**
 * "My pictures": the child's colorings (half-done and finished) and finished puzzles, each opening where it was left,
 * and the sticker book. Icon-first: a brush or a tick on every picture, the book as a big picture button with a count.
 */
export function ShelfSection({ shelf, titles }: { shelf: ShelfView; titles: Record<string, string> }) {
  const { t } = useTranslation();
  const name = (item: ShelfItem) => shelfItemName(item, titles, t);
  const [bookOpen, setBookOpen] = useState(false);
  return (
    <section className={styles.shelf} aria-labelledby="shelf-title" data-testid="shelf">
      <div className={styles.head}>
        <h2 id="shelf-title" className={styles.title}>
          <img src="/art/stickers/badges-star.svg" alt="" width={36} height={36} loading="lazy" />
          {t("Shelf Title")}
        </h2>
        <button
          type="button"
          className={styles.bookButton}
          onClick={() => setBookOpen(true)}
          data-testid="sticker-book-button"
        >
          <img src="/art/stickers/props-helmet.svg" alt="" width={40} height={40} loading="lazy" />
          <span>{t("Shelf Sticker Book")}</span>
          <span className={styles.count} data-testid="sticker-count">
            {t("Shelf Sticker Count", { count: shelf.stickers.length, total: REWARD_STICKERS.length })}
          </span>
        </button>
      </div>
      {shelf.potdDays > 0 && (
        <p className={styles.days} data-testid="potd-days">
          <img src="/art/stickers/scenery-sun.svg" alt="" width={32} height={32} loading="lazy" />
          {t("Shelf Potd Days", { count: shelf.potdDays })}
        </p>
      )}
      {shelf.items.length === 0 ? (
        // Until this browser's shelf is read, the sentence holds its place unseen, so nothing below moves when it shows.
        <p className={styles.empty} data-pending={shelf.ready ? undefined : ""} aria-hidden={!shelf.ready || undefined}>
          {t("Shelf Empty")}
        </p>
      ) : (
        <ScrollStrip label={t("Shelf Title")}>
          {shelf.items.map((item) => (
            <Link
              key={shelfItemId(item)}
              to={shelfItemHref(item)}
              className={styles.card}
              data-testid="shelf-item"
              data-item={shelfItemId(item)}
              data-status={item.status}
            >
              <img src={item.thumbnail} alt="" width={160} height={160} className={styles.thumb} />
              <span className={styles.badge} data-status={item.status} aria-hidden="true">
                {item.status === "done" ? "✓" : "✎"}
              </span>
              <span className={styles.name}>
                {name(item)}
                <span className={styles.state}>
                  {item.kind === "puzzle"
                    ? t("Shelf Puzzle Pieces", { count: item.pieces ?? 0 })
                    : item.status === "done"
                      ? t("Shelf Finished")
                      : t("Shelf Keep Coloring")}
                </span>
              </span>
            </Link>
          ))}
        </ScrollStrip>
      )}
      {bookOpen && (
        <Suspense fallback={null}>
          <StickerBook owned={shelf.stickers} onClose={() => setBookOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
