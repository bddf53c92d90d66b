import useEmblaCarousel from "embla-carousel-react";
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Chevron, PauseGlyph, PlayGlyph } from "./glyphs";

interface CarouselProps {
  /** The section heading, shown beside the arrows. */
  heading: ReactNode;
  /** Accessible name of the carousel (usually the heading text). */
  label: string;
  children: ReactNode;
  /** Spec §9 carousel default: infinite. */
  loop?: boolean;
  /** Moves to the next slide every so many ms; pauses on hover, focus, the pause button and reduced motion. */
  autoplayMs?: number;
  /** Sizes each slide (CSS flex-basis per breakpoint). */
  slideClassName?: string;
  className?: string;
}

/**
 * An Embla carousel with arrows (spec §4): previous is disabled at the first slide when not infinite;
 * next is disabled when it cannot advance. Keyboard users can tab into any slide (Embla follows focus).
 */
export function Carousel({ heading, label, children, loop = true, autoplayMs, slideClassName, className }: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const section = useRef<HTMLElement>(null);
  // Embla starts (and autoplay runs) only while the carousel is on or near the screen: no work for a
  // carousel far down the page while it loads.
  const [near, setNear] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = section.current;
    if (!el || typeof IntersectionObserver === "undefined") return setNear(true);
    const nearby = new IntersectionObserver(([entry]) => entry.isIntersecting && setNear(true), { rootMargin: "300px 0px" });
    const onScreen = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting));
    nearby.observe(el);
    onScreen.observe(el);
    return () => {
      nearby.disconnect();
      onScreen.disconnect();
    };
  }, []);
  const [viewportRef, api] = useEmblaCarousel({ loop, align: "start", containScroll: "trimSnaps", duration: 25, active: near });
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);

  const update = useCallback(() => {
    if (!api) return;
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api || !near) return;
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api, near, update]);

  useEffect(() => {
    if (autoplayMs && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, [autoplayMs]);

  useEffect(() => {
    if (!api || !autoplayMs || paused || holding || !visible) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplayMs, paused, holding, visible]);

  return (
    <section
      ref={section}
      className={className}
      aria-roledescription={t("Carousel")}
      aria-label={label}
      onPointerEnter={() => setHolding(true)}
      onPointerLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      <div className="carousel-head">
        <div className="carousel-heading">{heading}</div>
        <div className="carousel-controls">
          {autoplayMs ? (
            <button type="button" className="carousel-arrow" onClick={() => setPaused((p) => !p)} aria-label={paused ? t("Play slides") : t("Pause slides")}>
              {paused ? <PlayGlyph /> : <PauseGlyph />}
            </button>
          ) : null}
          <button type="button" className="carousel-arrow" onClick={() => api?.scrollPrev()} disabled={!canPrev} aria-label={t("Previous slide")}>
            <Chevron direction="left" />
          </button>
          <button type="button" className="carousel-arrow" onClick={() => api?.scrollNext()} disabled={!canNext} aria-label={t("Next slide")}>
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-track">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              className={slideClassName ? `carousel-slide ${slideClassName}` : "carousel-slide"}
              aria-roledescription={t("Carousel Slide")}
              aria-label={t("Slide Position", { index: index + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
