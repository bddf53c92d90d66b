import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, acceptCookies, openBrowser } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: DESKTOP });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

const seasonSlider = (page: Page) => page.getByRole("region", { name: "More series" });

async function openSeasonSlider(page: Page): Promise<Locator> {
  await page.goto("/series/season1");
  await waitForHydration(page);
  const slider = seasonSlider(page);
  await slider.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  return slider;
}

/** How many slides lie wholly inside the carousel's window (whole slides, not 1.2). */
async function wholeSlidesInView(carousel: Locator, viewport: string, slide: string): Promise<number> {
  return carousel.evaluate(
    (root, { viewport, slide }) => {
      const frame = root.querySelector(viewport)!.getBoundingClientRect();
      const slides = [...root.querySelectorAll(slide)].map((s) => (s.firstElementChild ?? s).getBoundingClientRect());
      const inside = slides.filter((r) => r.width > 0 && r.left >= frame.left - 1 && r.right <= frame.right + 1);
      const partly = slides.filter((r) => r.width > 0 && r.right > frame.left + 1 && r.left < frame.right - 1);
      return inside.length === partly.length ? inside.length : -partly.length; // negative: a slide is cut off
    },
    { viewport, slide },
  );
}

/** Times (ms) at which the track starts a move, watched frame by frame for `forMs`. */
async function moveStarts(carousel: Locator, forMs: number): Promise<number[]> {
  return carousel.evaluate(async (root, forMs) => {
    const track = root.querySelector(".carousel-track") as HTMLElement;
    const x = () => new DOMMatrix(getComputedStyle(track).transform).m41;
    const starts: number[] = [];
    const t0 = performance.now();
    let last = x();
    let lastMove = -Infinity;
    while (performance.now() - t0 < forMs) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = x();
      const t = performance.now() - t0;
      // A move starts when the track moves after lying still for 300 ms (a settling spring's last wobbles are not moves).
      if (Math.abs(now - last) > 0.5) {
        // (moving in the first frames is a move already under way, not a start)
        if (t - lastMove > 300 && t > 50) starts.push(t);
        lastMove = t;
      }
      last = now;
    }
    return starts;
  }, forMs);
}

describe("season slider (spec §9: autoplay 2000 ms, 4 slides on wide screens, breakpoints 1200, 992, 576)", () => {
  const counts: [number, number][] = [
    [1440, 4],
    [1200, 4],
    [1199, 3],
    [992, 3],
    [991, 2],
    [576, 2],
    [575, 1],
    [390, 1],
  ];
  it("shows 4 whole slides at ≥ 1200 px, 3 at ≥ 992, 2 at ≥ 576 and 1 below", async () => {
    const page = await context.newPage();
    for (const [width, expected] of counts) {
      await page.setViewportSize({ width, height: 900 });
      const slider = await openSeasonSlider(page);
      await slider.getByRole("button", { name: "Pause the slideshow" }).click();
      await page.waitForTimeout(700);
      expect(await wholeSlidesInView(slider, ".carousel-viewport", ".carousel-slide"), `${width} px`).toBe(expected);
    }
    await page.close();
  });

  it("moves every 2000 ms, with regular gaps", async () => {
    const page = await context.newPage();
    const slider = await openSeasonSlider(page);
    const starts = await moveStarts(slider, 9_000);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]);
    expect(gaps.length, `moves at ${starts.map(Math.round).join(", ")} ms`).toBeGreaterThanOrEqual(3);
    for (const gap of gaps) {
      expect(gap, `gaps ${gaps.map(Math.round).join(", ")} ms`).toBeGreaterThan(1850);
      expect(gap, `gaps ${gaps.map(Math.round).join(", ")} ms`).toBeLessThan(2250);
    }
    await page.close();
  });

  it("holds still on hover, on focus, with the pause button and under reduced motion (WCAG 2.2.2)", async () => {
    const page = await context.newPage();
    const slider = await openSeasonSlider(page);
    await slider.locator(".carousel-viewport").hover();
    expect(await moveStarts(slider, 3_000), "hovered").toEqual([]);
    await page.mouse.move(0, 0);
    expect((await moveStarts(slider, 3_000)).length, "after the pointer leaves").toBeGreaterThan(0);

    await slider.getByRole("link").first().focus();
    expect(await moveStarts(slider, 3_000), "a slide has focus").toEqual([]);
    await slider.getByRole("button", { name: "Pause the slideshow" }).focus();
    await page.keyboard.press("Enter");
    expect(await slider.getByRole("button", { name: "Play the slideshow" }).count()).toBe(1);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    expect(await moveStarts(slider, 3_000), "paused").toEqual([]);
    await slider.getByRole("button", { name: "Play the slideshow" }).click();
    await page.mouse.move(0, 0);
    expect((await moveStarts(slider, 3_000)).length, "playing again").toBeGreaterThan(0);
    await page.close();

    const reduced = await context.newPage();
    await reduced.emulateMedia({ reducedMotion: "reduce" });
    const still = await openSeasonSlider(reduced);
    expect(await still.getByRole("button", { name: "Play the slideshow" }).count(), "starts paused").toBe(1);
    expect(await moveStarts(still, 3_000), "reduced motion").toEqual([]);
    await reduced.close();
  });

  it("has 44 px controls", async () => {
    const page = await context.newPage();
    const slider = await openSeasonSlider(page);
    for (const name of ["Pause the slideshow", "Previous slide", "Next slide"]) {
      const box = await slider.getByRole("button", { name }).boundingBox();
      expect(box && box.width >= 44 && box.height >= 44, name).toBe(true);
    }
    await page.close();
  });
});

describe("carousel defaults (spec §9: autoplay off, speed 3000 ms, transition 500 ms, one slide, infinite on)", () => {
  it("one step moves one slide and settles in about 500 ms", async () => {
    const page = await context.newPage();
    const slider = await openSeasonSlider(page);
    await slider.getByRole("button", { name: "Pause the slideshow" }).click();
    await page.waitForTimeout(800);
    const result = await slider.evaluate(async (root) => {
      const track = root.querySelector(".carousel-track") as HTMLElement;
      const slide = root.querySelector(".carousel-slide") as HTMLElement;
      const x = () => new DOMMatrix(getComputedStyle(track).transform).m41;
      const samples: [number, number][] = [];
      const from = x();
      const t0 = performance.now();
      (root.querySelector('button[aria-label="Next slide"]') as HTMLButtonElement).click();
      while (performance.now() - t0 < 1500) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        samples.push([performance.now() - t0, x()]);
      }
      const to = samples[samples.length - 1][1];
      const settled = samples.find((_sample, i) => samples.slice(i).every(([, w]) => Math.abs(w - to) < 1))!;
      return { settledMs: settled[0], moved: Math.abs(to - from), slideWidth: slide.getBoundingClientRect().width };
    });
    expect(Math.abs(result.moved - result.slideWidth), "one slide").toBeLessThan(2);
    expect(result.settledMs).toBeGreaterThan(350);
    expect(result.settledMs).toBeLessThan(700);
    await page.close();
  });

  it("the season slider is infinite: previous works at the first slide; autoplay is off where not asked for (events)", async () => {
    const page = await context.newPage();
    const slider = await openSeasonSlider(page);
    expect(await slider.getByRole("button", { name: "Previous slide" }).isDisabled()).toBe(false);
    await page.goto("/");
    await waitForHydration(page);
    const events = page.getByRole("region", { name: "Events" });
    if ((await events.count()) > 0) {
      await events.scrollIntoViewIfNeeded();
      // A few events sit in one row: no autoplay, and no arrows when there is nowhere to go.
      expect(await events.getByRole("button", { name: "Pause the slideshow" }).count()).toBe(0);
      expect(await events.getByRole("button", { name: /slide/ }).count()).toBe(0);
    }
    await page.close();
  });
});

describe("watch slider (spec §9: 5 slides on wide screens)", () => {
  for (const width of [1440, 1200]) {
    it(`shows 5 whole videos at ${width} px`, async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await waitForHydration(page);
      const slider = page.locator("section").filter({ has: page.getByRole("link", { name: "See all videos" }) });
      await slider.scrollIntoViewIfNeeded();
      await expect.poll(() => slider.locator('[role="group"]').count()).toBeGreaterThan(5);
      expect(await wholeSlidesInView(slider, "div:has(> div > [role=group])", "[role=group]")).toBe(5);
      await page.close();
    });
  }
});
