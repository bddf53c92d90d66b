/**
 * ffmpeg filter graphs that animate the project's art: a still background with a few moving layers
 * (vehicles driving, Helly hovering, a bouncing singer, drifting clouds, flashing sirens). Composing layers with
 * overlay expressions is far cheaper than rasterising every frame, and flat art compresses well.
 * Every motion is periodic in the shot's length, so a shot played on repeat is a seamless loop.
 */
import type { ShotActor } from "./episodes.ts";

export const WIDTH = 1280;
export const HEIGHT = 720;
export const FPS = 15;
/** Actor sprites are rasterised at this size (the character art is square). */
export const ACTOR_SIZE = 220;

/** Overlay x/y expressions for an actor over a shot of `period` seconds (W,H: frame; w,h: sprite; t: seconds). */
export function actorPosition(actor: ShotActor, period: number): { x: string; y: string } {
  const y = `${(actor.y * HEIGHT).toFixed(0)}`;
  const x = `${((actor.x ?? 0.5) * WIDTH).toFixed(0)}-w/2`;
  // Whole numbers of wheel bumps/hops/bobs per period keep the loop seamless.
  const hops = (perSecond: number) => Math.max(1, Math.round(perSecond * period));
  switch (actor.move) {
    case "drive-right":
      return { x: `-w+(W+w)*t/${period}`, y: `${y}-4*abs(sin(PI*t*${hops(3)}/${period}))` };
    case "drive-left":
      return { x: `W-(W+w)*t/${period}`, y: `${y}-4*abs(sin(PI*t*${hops(3)}/${period}))` };
    case "fly":
      return { x: `${x}+40*sin(2*PI*t/${period})`, y: `${y}+14*sin(2*PI*t*${hops(0.4)}/${period})` };
    case "bounce":
      return { x, y: `${y}-22*abs(sin(PI*t*${hops(1.6)}/${period}))` };
  }
}

/** A cloud that crosses the frame `laps` times per period, starting `offset` (0–1) of the way across. */
export function cloudPosition(period: number, laps: number, offset: number, y: number): { x: string; y: string } {
  return { x: `mod(${offset.toFixed(2)}*(W+w)+(W+w)*t*${laps}/${period},W+w)-w`, y: String(Math.round(y * HEIGHT)) };
}

export interface ShotInputs {
  /** Input index of the background picture. */
  background: number;
  /** Input index of each actor's sprite, in the order of `actors`. */
  actors: number[];
  cloud: number;
  sirenRed: number;
  sirenBlue: number;
  /** Input index of the logo for a title card. */
  logo?: number;
}

/**
 * The filter chain of one shot, ending in the label `out`. Inputs are looped pictures already limited to the
 * shot's length; `fade` adds a short fade from and to black (episodes, not loops).
 */
export function shotFilter(options: {
  inputs: ShotInputs;
  actors: ShotActor[];
  period: number;
  sirens?: boolean;
  night?: boolean;
  title?: boolean;
  fade?: boolean;
  out: string;
}): string {
  const { inputs, actors, period, out } = options;
  const steps: string[] = [];
  let current = `[${inputs.background}:v]`;
  let n = 0;
  const next = () => `[${out}_${n++}]`;
  const overlay = (layer: string, pos: { x: string; y: string }, extra = "") => {
    const label = next();
    steps.push(`${current}${layer}overlay=x='${pos.x}':y='${pos.y}'${extra}${label}`);
    current = label;
  };

  steps.push(`${current}scale=${WIDTH}:${HEIGHT},setsar=1,fps=${FPS},format=rgba[${out}_bg]`);
  current = `[${out}_bg]`;
  // Night scenes get fainter clouds; the cloud sprite is shared, its opacity set here.
  const cloudAlpha = options.night ? 0.35 : 0.85;
  steps.push(`[${inputs.cloud}:v]format=rgba,colorchannelmixer=aa=${cloudAlpha},split=2[${out}_c1][${out}_c2]`);
  overlay(`[${out}_c1]`, cloudPosition(period, 1, 0.15, 0.04));
  overlay(`[${out}_c2]`, cloudPosition(period, 2, 0.6, 0.14));

  if (options.title) {
    const dim = next();
    steps.push(`${current}drawbox=c=0x1d2a3a@0.45:t=fill${dim}`);
    current = dim;
    steps.push(`[${inputs.logo}:v]format=rgba,fade=t=in:st=0.3:d=0.8:alpha=1[${out}_logo]`);
    overlay(`[${out}_logo]`, { x: "(W-w)/2", y: "(H-h)/2" });
  }

  actors.forEach((actor, i) => {
    const sprite = `[${out}_a${i}]`;
    steps.push(`[${inputs.actors[i]}:v]format=rgba${actor.move === "drive-left" ? ",hflip" : ""}${sprite}`);
    overlay(sprite, actorPosition(actor, period));
  });

  if (options.sirens) {
    // Soft red and blue glows take turns once a second: two changes a second stay well under WCAG 2.3.1's
    // three flashes, and one second divides every period used here.
    overlay(`[${inputs.sirenRed}:v]`, { x: "W*0.08", y: "H*0.05" }, `:enable='lt(mod(t,1),0.5)'`);
    overlay(`[${inputs.sirenBlue}:v]`, { x: "W*0.92-w", y: "H*0.05" }, `:enable='gte(mod(t,1),0.5)'`);
  }

  const fades = options.fade ? `,fade=t=in:st=0:d=0.4,fade=t=out:st=${(period - 0.4).toFixed(2)}:d=0.4` : "";
  steps.push(`${current}format=yuv420p${fades}[${out}]`);
  return steps.join(";");
}
