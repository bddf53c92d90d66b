import { describe, expect, it } from "vitest";
import { CAROUSEL_DEFAULTS, emblaDurationFor, emblaOptions, emblaSettleMs } from "./carousel-options";

describe("carousel defaults (spec §9: autoplay off, speed 3000 ms, transition 500 ms, one slide, infinite on)", () => {
  it("states the spec's defaults", () => {
    expect(CAROUSEL_DEFAULTS).toEqual({
      autoplay: false,
      speedMs: 3000,
      transitionMs: 500,
      slidesPerStep: 1,
      infinite: true,
    });
  });

  it("maps them onto Embla: infinite is loop, one slide a step, a 500 ms move", () => {
    const options = emblaOptions(CAROUSEL_DEFAULTS);
    expect(options.loop).toBe(true);
    expect(options.slidesToScroll).toBe(1);
    for (const distance of [288, 600, 1200]) {
      const ms = emblaSettleMs(options.duration ?? 25, distance);
      expect(ms, `${distance} px`).toBeGreaterThanOrEqual(400);
      expect(ms, `${distance} px`).toBeLessThanOrEqual(600);
    }
  });

  it("Embla's own default (duration 25) takes far longer than 500 ms: the reason for the mapping", () => {
    expect(emblaSettleMs(25, 600)).toBeGreaterThan(900);
  });

  it("a longer transition gives a larger duration", () => {
    expect(emblaDurationFor(1000)).toBeGreaterThan(emblaDurationFor(500));
  });
});
