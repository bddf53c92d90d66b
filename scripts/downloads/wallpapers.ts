// Wallpapers: desktop ones are the season illustrations at 1920×1080 with the badge in a corner;
// phone ones (1080×1920) put one rescue-team member on a calm sky, leaving the top free for the clock.
import sharp from "sharp";
import { loadArt, placeArt, svgDocument } from "./art.ts";

export async function desktopWallpaper(season: string): Promise<Buffer> {
  const art = loadArt(`seasons/${season}.svg`);
  const badge = loadArt("logo.svg");
  const W = 1920;
  const H = 1080;
  const svg = svgDocument(W, H, `${placeArt(art, 0, 0, W, H)}${placeArt(badge, W - 250, H - 150, 220, 120)}`);
  return sharp(Buffer.from(svg)).resize(W, H, { fit: "cover" }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

const SKIES: Record<string, { top: string; bottom: string; ground: string; hill: string }> = {
  poli: { top: "#3f8ee8", bottom: "#d6ecff", ground: "#8fd16a", hill: "#6fbf4c" },
  roy: { top: "#ff8a65", bottom: "#ffe3c2", ground: "#9ad36b", hill: "#7cc24f" },
  amber: { top: "#f48fb1", bottom: "#fff0f5", ground: "#a5dc7a", hill: "#86cb5b" },
  helly: { top: "#4db6ac", bottom: "#e0f7f3", ground: "#9ccc65", hill: "#7cb342" },
};

function cloud(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" stroke="#1d2a3a" stroke-width="5" stroke-linejoin="round"><path d="M0 60Q-4 24 34 22Q46-6 84 6Q110-10 132 18Q170 16 170 52Q172 78 140 78L26 78Q0 78 0 60Z"/></g>`;
}

export function mobileWallpaperSvg(character: string): string {
  const W = 1080;
  const H = 1920;
  const sky = SKIES[character] ?? SKIES.poli;
  const hero = loadArt(`characters/${character}.svg`);
  const badge = loadArt("logo.svg");
  const stars = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 263) % W;
    const y = 140 + ((i * 137) % 560);
    const r = 6 + (i % 3) * 3;
    return `<path d="M${x} ${y - r * 2}L${x + r * 0.6} ${y - r * 0.6}L${x + r * 2} ${y}L${x + r * 0.6} ${y + r * 0.6}L${x} ${y + r * 2}L${x - r * 0.6} ${y + r * 0.6}L${x - r * 2} ${y}L${x - r * 0.6} ${y - r * 0.6}Z" fill="#fff" opacity="0.55"/>`;
  }).join("");
  const body = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars,
    cloud(90, 820, 1.3),
    cloud(700, 700, 1.0),
    `<path d="M0 1300Q270 1180 560 1270T1080 1230L1080 ${H}L0 ${H}Z" fill="${sky.hill}" stroke="#1d2a3a" stroke-width="6"/>`,
    `<path d="M0 1420Q540 1340 1080 1420L1080 ${H}L0 ${H}Z" fill="${sky.ground}" stroke="#1d2a3a" stroke-width="6"/>`,
    `<path d="M0 1620Q540 1560 1080 1620L1080 1780Q540 1720 0 1780Z" fill="#8a94a6" stroke="#1d2a3a" stroke-width="6"/>`,
    `<path d="M60 1688L200 1680M380 1668L520 1664M700 1666L840 1670M960 1678L1060 1684" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`,
    placeArt(hero, 90, 940, 900, 900),
    placeArt(badge, W / 2 - 150, 1800 - 60, 300, 150),
  ].join("");
  return svgDocument(W, H, body);
}

export async function mobileWallpaper(character: string): Promise<Buffer> {
  return sharp(Buffer.from(mobileWallpaperSvg(character)))
    .resize(1080, 1920)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}
