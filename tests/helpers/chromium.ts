/** Debian's Chromium, or the one CHROMIUM_PATH names: the browser of the end-to-end tests and the benchmarks. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this machine needs (no sandbox in a container, no GPU) and none of the browser's own background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
