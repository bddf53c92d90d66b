import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { Children, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CAROUSEL_DEFAULTS, emblaOptions } from "./carousel-options";
import { Chevron, PauseGlyph, PlayGlyph } from "./glyphs";
import { useOnScreen } from "./use-on-screen";

interface CarouselProps {
  /** The section heading, shown beside the arrows. */
  heading: ReactNode;
  /** Accessible name of the carousel (usually the heading text). */
  label: string;
  children: ReactNode;
  /** Spec §9 default: infinite on. */
  loop?: boolean;
  /** Spec §9 default: autoplay off. On, it pauses on hover, on focus, with the pause button and under reduced motion. */
  autoplay?: boolean;
  /** Spec §9 default: 3000 ms between automatic moves. */
  speedMs?: number;
  /** Spec §9 default: a move takes 500 ms. */
  transitionMs?: number;
  /** Sizes each slide (CSS flex-basis per breakpoint); without it a slide is the spec's default item width, 288 px. */
  slideClassName?: string;
  className?: string;
}

/**
 * An Embla carousel with arrows (spec §4): previous is disabled at the first slide when not infinite;
 * next is disabled when it cannot advance. Keyboard users can tab into any slide (Embla follows focus).
 * Each step moves one slide (spec §9 "one slide"); the options come from carousel-options.ts.
 */
export function Carousel({
  heading,
  label,
  children,
  loop = CAROUSEL_DEFAULTS.infinite,
  autoplay = CAROUSEL_DEFAULTS.autoplay,
  speedMs = CAROUSEL_DEFAULTS.speedMs,
  transitionMs = CAROUSEL_DEFAULTS.transitionMs,
  slideClassName,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const section = useRef<HTMLElement>(null);
  // Embla starts (and autoplay runs) only while the carousel is on or near the screen: no work for a
  // carousel far down the page while it loads.
  const { near, visible } = useOnScreen(section);
  const options = useMemo(
    () => ({
      ...emblaOptions({ infinite: loop, transitionMs, slidesPerStep: CAROUSEL_DEFAULTS.slidesPerStep }),
      active: near,
    }),
    [loop, transitionMs, near],
  );
  // The plugin keeps the rhythm (its timer starts again after each move, so moves come every speedMs);
  // whether it runs is decided here (playOnInit off, hover and focus handled below), so a visitor's pause sticks.
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: speedMs,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplay, speedMs],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

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
    if (autoplay && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, [autoplay]);

  // Dragging or swiping the slides is taking over: autoplay stays paused until the visitor presses Play.
  useEffect(() => {
    if (!api || !autoplay) return;
    const takeOver = () => setPaused(true);
    api.on("pointerDown", takeOver);
    return () => {
      api.off("pointerDown", takeOver);
    };
  }, [api, autoplay]);

  const playing = autoplay && near && visible && !paused && !hovered && !focused;
  useEffect(() => {
    if (!api) return;
    // Embla hands out its plugins only once active (near the screen), and a re-init starts a fresh plugin
    // (playOnInit off): apply the decision now and after each re-init.
    const apply = () => {
      const plugin = api.plugins()?.autoplay;
      if (!plugin) return;
      if (playing) plugin.play();
      else plugin.stop();
    };
    apply();
    api.on("init", apply).on("reInit", apply);
    return () => {
      api.off("init", apply).off("reInit", apply);
    };
  }, [api, playing]);

  return (
    <section ref={section} className={className} aria-roledescription={t("Carousel")} aria-label={label}>
      <div className="carousel-head">
        <div className="carousel-heading">{heading}</div>
        <div className="carousel-controls">
          {autoplay ? (
            <button
              type="button"
              className="carousel-arrow"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t("Play slides") : t("Pause slides")}
            >
              {paused ? <PlayGlyph /> : <PauseGlyph />}
            </button>
          ) : null}
          {/* Arrows only when there is somewhere to go: slides that all fit show none. */}
          {canPrev || canNext ? (
            <>
              <button
                type="button"
                className="carousel-arrow"
                onClick={() => api?.scrollPrev()}
                disabled={!canPrev}
                aria-label={t("Previous slide")}
              >
                <Chevron direction="left" />
              </button>
              <button
                type="button"
                className="carousel-arrow"
                onClick={() => api?.scrollNext()}
                disabled={!canNext}
                aria-label={t("Next slide")}
              >
                <Chevron direction="right" />
              </button>
            </>
          ) : null}
        </div>
      </div>
      {/* Hover and focus hold the slides still while a visitor looks at them (not the controls: Play must play). */}
      <div
        className="carousel-viewport"
        ref={viewportRef}
        onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
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
