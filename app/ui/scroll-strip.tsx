import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Chevron } from "~/ui/glyphs";
import { SCROLL_STRIP, arrowState, arrowTarget, wheelToSideways, type StripMeasure } from "./scroll-strip-logic";
import styles from "./scroll-strip.module.css";

interface ScrollStripProps {
  /** The list's accessible name (the strip is a focusable region: arrow keys scroll it). */
  label: string;
  /** The items; each becomes one scroll unit (141–200 px wide, `wide` items two). */
  children: ReactNode;
  /** How far an arrow press scrolls; spec §4 default 200 px. */
  step?: number;
  /** Items that span two scroll units (a landscape wallpaper beside portrait ones). */
  wideItems?: boolean[];
  className?: string;
}

/**
 * A sideways-scrolling list (spec §4, §9): arrows scroll `step` px and hide when the content fits, the mouse
 * wheel scrolls it sideways, and it is a list a keyboard can reach (links inside take focus and scroll into view;
 * the region itself scrolls with the arrow keys). Native scrolling underneath: touch swipes and momentum stay the
 * browser's own.
 */
export function ScrollStrip({ label, children, step = SCROLL_STRIP.step, wideItems, className }: ScrollStripProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [measure, setMeasure] = useState<StripMeasure>({
    scrollLeft: 0,
    contentWidth: SCROLL_STRIP.initialContentWidth,
    viewportWidth: 0,
  });
  const [measured, setMeasured] = useState(false);

  const remeasure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    setMeasure({ scrollLeft: el.scrollLeft, contentWidth: el.scrollWidth, viewportWidth: el.clientWidth });
    setMeasured(true);
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    // A ResizeObserver reports the strip's size once it has been laid out, in the browser's own frame; measuring here
    // instead would force a layout of the whole page inside hydration (74 ms on a phone on /play).
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(remeasure);
    if (!resize) remeasure();
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    el.addEventListener("scroll", remeasure, { passive: true });
    // A wheel turned over the strip scrolls it sideways; not passive, because taking the turn means the page must not scroll too.
    const onWheel = (event: WheelEvent) => {
      const delta = wheelToSideways(event, {
        scrollLeft: el.scrollLeft,
        contentWidth: el.scrollWidth,
        viewportWidth: el.clientWidth,
      });
      if (delta === null) return;
      event.preventDefault();
      el.scrollBy({ left: delta, behavior: "instant" });
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      resize?.disconnect();
      el.removeEventListener("scroll", remeasure);
      el.removeEventListener("wheel", onWheel);
    };
  }, [remeasure]);

  const arrows = arrowState(measure);
  const press = (direction: "back" | "forward") => {
    const el = viewport.current;
    if (!el) return;
    const current = { scrollLeft: el.scrollLeft, contentWidth: el.scrollWidth, viewportWidth: el.clientWidth };
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ left: arrowTarget(current, direction, step), behavior: reduced ? "instant" : "smooth" });
  };

  const items = Children.toArray(children);
  return (
    <div
      className={className ? `${styles.strip} ${className}` : styles.strip}
      data-arrows={arrows.visible ? "shown" : "hidden"}
      data-measured={measured || undefined}
    >
      <div ref={viewport} className={styles.viewport} role="region" aria-label={label} tabIndex={0}>
        <ul className={styles.track}>
          {items.map((item, index) => (
            <li key={index} className={styles.item} data-wide={wideItems?.[index] || undefined}>
              {item}
            </li>
          ))}
        </ul>
      </div>
      {arrows.visible ? (
        <>
          <button
            type="button"
            className={styles.arrow}
            data-side="back"
            aria-label={t("Scroll left")}
            aria-disabled={!arrows.canBack}
            onClick={() => arrows.canBack && press("back")}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            data-side="forward"
            aria-label={t("Scroll right")}
            aria-disabled={!arrows.canForward}
            onClick={() => arrows.canForward && press("forward")}
          >
            <Chevron direction="right" />
          </button>
        </>
      ) : null}
    </div>
  );
}
