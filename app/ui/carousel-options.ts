import type { EmblaOptionsType } from "embla-carousel";

/**
 * Spec §9 carousel defaults, in one place: autoplay off, speed 3000 ms (the pause between automatic moves),
 * transition 500 ms (how long one move takes), one slide (each step moves one slide), infinite on.
 * A carousel overrides one only with a reason next to it: the season slider plays every 2000 ms (spec §9);
 * the home events carousel is not infinite (its arrows stop at the first and last campaign, spec §4).
 */
export const CAROUSEL_DEFAULTS = {
  autoplay: false,
  speedMs: 3000,
  transitionMs: 500,
  slidesPerStep: 1,
  infinite: true,
} as const;

export type CarouselSettings = {
  -readonly [K in keyof typeof CAROUSEL_DEFAULTS]: (typeof CAROUSEL_DEFAULTS)[K] extends boolean ? boolean : number;
};

/** The friction Embla 8 applies each 1/60 s step while it scrolls to a target (ScrollBody's baseFriction). */
const EMBLA_FRICTION = 0.68;
const EMBLA_STEP_MS = 1000 / 60;

/**
 * How long Embla takes, in ms, to bring a move of `distancePx` within 1 px of its target with `duration`.
 * Embla's `duration` is not a time: each 1/60 s its scroll body adds displacement / duration to the velocity
 * and multiplies the velocity by the friction (embla-carousel ScrollBody.seek); this replays that integrator.
 */
export function emblaSettleMs(duration: number, distancePx: number): number {
  let location = 0;
  let velocity = 0;
  for (let step = 1; step < 10_000; step++) {
    velocity = (velocity + (distancePx - location) / duration) * EMBLA_FRICTION;
    location += velocity;
    if (Math.abs(distancePx - location) < 1 && Math.abs(velocity) < 1) return step * EMBLA_STEP_MS;
  }
  return Infinity;
}

/**
 * The Embla `duration` whose one-slide move takes about `transitionMs`: the largest duration (the least bounce)
 * whose move of a typical slide (288 px item up to a 1200 px wide slide) settles by then.
 */
export function emblaDurationFor(transitionMs: number): number {
  let best = 1;
  for (let duration = 1; duration <= 60; duration++) {
    const slowest = Math.max(emblaSettleMs(duration, 288), emblaSettleMs(duration, 600), emblaSettleMs(duration, 1200));
    if (slowest <= transitionMs + EMBLA_STEP_MS * 4) best = duration;
  }
  return best;
}

/** The spec's settings mapped onto Embla's options (autoplay is the separate Autoplay plugin, see carousel.tsx). */
export function emblaOptions(
  settings: Pick<CarouselSettings, "infinite" | "transitionMs" | "slidesPerStep">,
): EmblaOptionsType {
  return {
    loop: settings.infinite,
    duration: emblaDurationFor(settings.transitionMs),
    slidesToScroll: settings.slidesPerStep,
    align: "start",
    containScroll: "trimSnaps",
  };
}
