/** Straight RGBA colour, each channel 0–255. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface PaletteColor {
  /** Stable id, usable as a translation key suffix and a React key. */
  id: string;
  hex: string;
}

/**
 * Bright, clearly different colours a child can tell apart at swatch size,
 * plus skin and neutral tones; #008ed0 is the brand blue.
 */
export const PALETTE: readonly PaletteColor[] = [
  { id: "red", hex: "#e53935" },
  { id: "orange", hex: "#fb8c00" },
  { id: "yellow", hex: "#fdd835" },
  { id: "lime", hex: "#9ccc65" },
  { id: "green", hex: "#43a047" },
  { id: "teal", hex: "#26a69a" },
  { id: "sky", hex: "#4fc3f7" },
  { id: "blue", hex: "#008ed0" },
  { id: "navy", hex: "#283593" },
  { id: "purple", hex: "#8e24aa" },
  { id: "pink", hex: "#f06292" },
  { id: "peach", hex: "#ffcc80" },
  { id: "brown", hex: "#8d6e63" },
  { id: "grey", hex: "#9e9e9e" },
  { id: "black", hex: "#212121" },
  { id: "white", hex: "#ffffff" },
];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** Parses '#rrggbb' or '#rgb' (custom colours from a colour input) into opaque RGBA. */
export function parseHexColor(value: string): Rgba {
  const match = HEX.exec(value.trim());
  if (!match) throw new TypeError(`expected a colour like #1a2b3c, got ${JSON.stringify(value)}`);
  let hex = match[1];
  if (hex.length === 3) hex = hex[0] + hex[0] + hex[1] + hex[1] + hex[2] + hex[2];
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 255 };
}

export type ColorInput = string | Rgba;

export function toRgba(color: ColorInput): Rgba {
  return typeof color === "string" ? parseHexColor(color) : color;
}
