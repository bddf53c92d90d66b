// Side views of the rescue team and friends, facing right, drawn in local units with the ground
// at y = 0. The same drawing serves the full-colour puzzles (colour pen) and the coloring pages
// (line pen: white fills, black outline, decorations dropped), so both always match.
import { type Pen, NAVY, n, fl, deco, gOpen, place, scaled, thick } from "./svg.ts";
import { type Expression, type FaceSpot, eyes, mouth } from "./faces.ts";

export const C = {
  tyre: "#3b4452",
  hub: "#c9d1dc",
  glass: "#a8ddf7",
  lamp: "#fff3b0",
  red: "#e63b2e",
  blue: "#3d7bff",
  poli: "#2f6fdc",
  roy: "#e63b2e",
  yellow: "#ffd23f",
  pink: "#f48fb1",
  helly: "#5cb85c",
  jacket: "#ff9f1c",
  mark: "#ff8a00",
  cleany: "#1fb5a8",
  posty: "#ffcc00",
  cap: "#7e57c2",
  schoolb: "#ffb300",
  grey: "#9aa5b4",
  skin: "#ffd9b8",
};

export type CharacterKey = "poli" | "roy" | "amber" | "helly" | "jin" | "mark" | "cleany" | "posty" | "cap" | "schoolb";

export interface DrawOpts {
  expr?: Expression;
}

type Draw = (pen: Pen, o: DrawOpts) => string;

/** Approximate width and height (local units) of each drawing, for layout. */
export const SIZE: Record<CharacterKey, { w: number; h: number }> = {
  poli: { w: 316, h: 206 },
  roy: { w: 410, h: 236 },
  amber: { w: 350, h: 222 },
  helly: { w: 420, h: 224 },
  jin: { w: 130, h: 250 },
  mark: { w: 350, h: 214 },
  cleany: { w: 340, h: 214 },
  posty: { w: 340, h: 212 },
  cap: { w: 370, h: 310 },
  schoolb: { w: 428, h: 214 },
};

const shine = (pen: Pen, d: string): string => deco(pen, `<path d="${d}" fill="#fff" opacity="0.5" stroke="none"/>`);

function wheel(pen: Pen, cx: number, r: number): string {
  const cy = -r;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${fl(pen, C.tyre)}/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.46)}" ${fl(pen, C.hub)}/>` +
    deco(pen, `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.13)}" fill="${C.tyre}" stroke="none"/>`)
  );
}

function face(pen: Pen, spot: FaceSpot, o: DrawOpts): string {
  const expr = o.expr ?? "happy";
  return eyes(pen, spot, expr) + mouth(pen, spot, expr);
}

/** Side eyes: the near (front) eye a little bigger, pupils looking forward. */
function sideSpot(x1: number, x2: number, cy: number, r: number, mx: number, my: number, mw: number): FaceSpot {
  return {
    left: { cx: x1, cy: cy - 1, rx: r * 0.86, ry: r * 1.12 },
    right: { cx: x2, cy, rx: r, ry: r * 1.25 },
    mx,
    my,
    mw,
    lookX: 0.55,
    lookY: 0.05,
  };
}

function lightBar(pen: Pen, x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w / 2)}" height="${n(h)}" rx="${n(h * 0.35)}" ${fl(pen, C.red)}/>` +
    `<rect x="${n(x + w / 2)}" y="${n(y)}" width="${n(w / 2)}" height="${n(h)}" rx="${n(h * 0.35)}" ${fl(pen, C.blue)}/>` +
    shine(pen, `M${n(x + 6)} ${n(y + 4)}h${n(w * 0.2)}v${n(h * 0.25)}h${n(-w * 0.2)}Z`)
  );
}

function star(cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    p.push(`${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`);
  }
  return `M${p.join("L")}Z`;
}

const poli: Draw = (pen, o) =>
  `<path d="M10 -30Q0 -30 0 -46L2 -94Q4 -112 24 -114L272 -112Q298 -110 302 -84L304 -48Q304 -30 288 -30Z" ${fl(pen, C.poli)}/>` +
  `<path d="M96 -112L214 -112L214 -62Q214 -50 202 -50L108 -50Q96 -50 96 -62Z" fill="#fff"/>` +
  `<path d="M155 -110L155 -52" fill="none"/>` +
  `<path d="${star(185, -84, 15)}" ${fl(pen, C.yellow)}/>` +
  `<path d="M36 -112L70 -182Q78 -198 96 -198L192 -198Q210 -198 220 -184L266 -112Z" ${fl(pen, C.poli)}/>` +
  `<path d="M63 -168L70 -182Q78 -198 96 -198L192 -198Q210 -198 220 -184L230 -168Z" fill="#fff"/>` +
  lightBar(pen, 104, -216, 80, 18) +
  `<path d="M58 -120L84 -162L136 -162L136 -120Z" ${fl(pen, C.glass)}/>` +
  `<path d="M148 -120L148 -162L228 -162L258 -120Z" ${fl(pen, C.glass)}/>` +
  shine(pen, "M70 -126L88 -156L98 -156L80 -126Z") +
  `<ellipse cx="296" cy="-92" rx="7" ry="11" ${fl(pen, C.lamp)}/>` +
  `<rect x="-2" y="-100" width="10" height="16" rx="3" ${fl(pen, C.red)}/>` +
  `<rect x="262" y="-52" width="50" height="16" rx="8" ${fl(pen, C.hub)}/>` +
  `<rect x="-8" y="-52" width="40" height="16" rx="8" ${fl(pen, C.hub)}/>` +
  wheel(pen, 72, 36) +
  wheel(pen, 238, 36) +
  face(pen, sideSpot(172, 214, -143, 19, 262, -80, 40), o);

function ladder(pen: Pen, x: number, y: number, len: number, h: number, rungs: number, angle: number): string {
  // Rails with open gaps between rungs (even-odd), so the truck shows through the ladder.
  const rail = 5;
  let d = `M0 0H${n(len)}V${n(h)}H0Z`;
  const gap = (len - (rungs + 1) * 10) / rungs;
  for (let i = 0; i < rungs; i++) {
    const gx = 10 + i * (gap + 10);
    d += `M${n(gx)} ${rail}H${n(gx + gap)}V${n(h - rail)}H${n(gx)}Z`;
  }
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="${d}" fill-rule="evenodd" ${fl(pen, C.grey)}/>`;
}

const roy: Draw = (pen, o) =>
  `<rect x="40" y="-228" width="16" height="70" ${fl(pen, C.grey)}/><rect x="190" y="-228" width="16" height="70" ${fl(pen, C.grey)}/>` +
  `<path d="M0 -46L0 -156Q0 -170 14 -170L236 -170L236 -34L12 -34Q0 -34 0 -46Z" ${fl(pen, C.roy)}/>` +
  `<rect x="16" y="-150" width="94" height="78" rx="8" ${fl(pen, "#f26b5e")}/>` +
  `<rect x="124" y="-150" width="96" height="78" rx="8" ${fl(pen, "#f26b5e")}/>` +
  deco(
    pen,
    '<path d="M24 -132H102M24 -114H102M24 -96H102M132 -132H212M132 -114H212M132 -96H212" stroke="#c9352a" fill="none" stroke-width="3"/>',
  ) +
  `<path d="M236 -34L236 -206Q236 -218 250 -218L338 -218Q354 -218 360 -204L384 -136Q390 -122 390 -106L390 -50Q390 -34 374 -34Z" ${fl(pen, C.roy)}/>` +
  `<path d="M0 -66H390V-50H0Z" ${fl(pen, C.yellow)}/>` +
  `<path d="M250 -204L286 -204L286 -136L250 -136Z" ${fl(pen, C.glass)}/>` +
  `<path d="M296 -204L344 -204Q352 -204 355 -196L376 -136L296 -136Z" ${fl(pen, C.glass)}/>` +
  shine(pen, "M256 -144L270 -198L278 -198L264 -144Z") +
  `<path d="M334 -218Q334 -234 348 -234Q360 -234 358 -218Z" ${fl(pen, C.red)}/>` +
  `<rect x="300" y="-226" width="14" height="10" ${fl(pen, C.grey)}/>` +
  ladder(pen, -24, -252, 346, 30, 7, 0) +
  `<ellipse cx="384" cy="-90" rx="7" ry="11" ${fl(pen, C.lamp)}/>` +
  `<rect x="344" y="-52" width="52" height="16" rx="8" ${fl(pen, C.hub)}/>` +
  wheel(pen, 70, 40) +
  wheel(pen, 160, 40) +
  wheel(pen, 316, 40) +
  face(pen, sideSpot(318, 354, -168, 18, 360, -98, 36), o);

function cross(cx: number, cy: number, s: number): string {
  const a = s * 0.3;
  return `M${n(cx - a)} ${n(cy - s)}H${n(cx + a)}V${n(cy - a)}H${n(cx + s)}V${n(cy + a)}H${n(cx + a)}V${n(cy + s)}H${n(cx - a)}V${n(cy + a)}H${n(cx - s)}V${n(cy - a)}H${n(cx - a)}Z`;
}

const amber: Draw = (pen, o) =>
  `<path d="M0 -48L0 -186Q0 -202 16 -202L236 -202L236 -34L14 -34Q0 -34 0 -48Z" fill="#fff"/>` +
  `<path d="M0 -112H236V-86H0Z" ${fl(pen, C.pink)}/>` +
  `<path d="M0 -64H236V-34H14Q0 -34 0 -48Z" ${fl(pen, C.pink)}/>` +
  `<path d="${cross(120, -154, 30)}" ${fl(pen, C.red)}/>` +
  `<rect x="18" y="-186" width="40" height="40" rx="6" ${fl(pen, C.glass)}/>` +
  `<path d="M236 -34L236 -192Q236 -204 248 -204L296 -204Q310 -204 316 -190L340 -128Q346 -114 346 -100L346 -50Q346 -34 330 -34Z" fill="#fff"/>` +
  `<path d="M236 -112H343V-86H236Z" ${fl(pen, C.pink)}/>` +
  `<path d="M236 -64H346V-50Q346 -34 330 -34H236Z" ${fl(pen, C.pink)}/>` +
  lightBar(pen, 248, -220, 60, 16) +
  `<path d="M250 -192L294 -192Q302 -192 306 -184L330 -120L250 -120Z" ${fl(pen, C.glass)}/>` +
  shine(pen, "M256 -128L264 -186L272 -186L264 -128Z") +
  `<ellipse cx="340" cy="-75" rx="6" ry="9" ${fl(pen, C.lamp)}/>` +
  `<rect x="304" y="-46" width="50" height="14" rx="7" ${fl(pen, C.hub)}/>` +
  wheel(pen, 66, 36) +
  wheel(pen, 280, 36) +
  face(pen, sideSpot(274, 310, -156, 17, 312, -100, 34), o);

const helly: Draw = (pen, o) => {
  const skidY = -6;
  return (
    // skids
    `<path d="M164 -64L178 -64L164 ${n(skidY)}L150 ${n(skidY)}Z" ${fl(pen, C.grey)}/>` +
    `<path d="M282 -64L296 -64L306 ${n(skidY)}L292 ${n(skidY)}Z" ${fl(pen, C.grey)}/>` +
    `<path d="M120 ${n(skidY - 6)}H330Q346 ${n(skidY - 6)} 350 ${n(skidY - 20)}Q354 ${n(skidY + 6)} 330 ${n(skidY + 6)}H120Q112 ${n(skidY + 6)} 112 ${n(skidY)}Q112 ${n(skidY - 6)} 120 ${n(skidY - 6)}Z" ${fl(pen, C.grey)}/>` +
    // tail boom, fin, tail rotor
    `<path d="M150 -134L20 -150Q8 -150 8 -138L10 -126Q12 -118 22 -118L160 -96Z" ${fl(pen, C.helly)}/>` +
    `<path d="M4 -146L-6 -196Q-6 -204 4 -202L34 -190L40 -146Z" ${fl(pen, C.yellow)}/>` +
    `<circle cx="14" cy="-166" r="24" fill="none" stroke-width="${n(thick(pen, 0.7))}"/>` +
    `<circle cx="14" cy="-166" r="7" ${fl(pen, C.grey)}/>` +
    // body
    `<path d="M130 -120Q136 -178 214 -184Q300 -188 340 -140Q358 -116 350 -92Q340 -58 280 -56L190 -56Q128 -58 130 -120Z" ${fl(pen, C.helly)}/>` +
    `<path d="M134 -106Q140 -96 160 -94L282 -98Q294 -89 282 -80L170 -78Q134 -80 134 -106Z" ${fl(pen, C.yellow)}/>` +
    `<path d="M238 -176Q300 -180 332 -140Q340 -128 336 -118L240 -118Q230 -118 230 -128L230 -168Q230 -176 238 -176Z" ${fl(pen, C.glass)}/>` +
    `<path d="M160 -164Q176 -176 208 -178L208 -122L160 -122Q152 -140 160 -164Z" ${fl(pen, C.glass)}/>` +
    shine(pen, "M246 -128L252 -166L260 -166L254 -128Z") +
    // rotor mast and blades
    `<rect x="208" y="-206" width="24" height="26" rx="6" ${fl(pen, C.yellow)}/>` +
    `<path d="M30 -212Q220 -226 410 -212Q220 -198 30 -212Z" ${fl(pen, "#5b6675")}/>` +
    `<ellipse cx="220" cy="-212" rx="20" ry="10" ${fl(pen, C.yellow)}/>` +
    face(pen, sideSpot(262, 302, -148, 18, 322, -90, 28), o)
  );
};

const mark: Draw = (pen, o) =>
  `<path d="M128 -106L32 -204L20 -190L112 -96Z" ${fl(pen, C.grey)}/>` +
  `<circle cx="26" cy="-196" r="10" ${fl(pen, C.grey)}/>` +
  `<path d="M18 -192L18 -126" fill="none"/>` +
  `<path d="M18 -126Q18 -112 6 -110Q-6 -110 -6 -120" fill="none" stroke-width="${n(thick(pen, 2.2))}"/>` +
  `<path d="M0 -46L0 -100H180V-34H12Q0 -34 0 -46Z" ${fl(pen, C.mark)}/>` +
  `<rect x="100" y="-124" width="50" height="26" rx="5" ${fl(pen, C.grey)}/>` +
  `<path d="M170 -34L170 -196Q170 -210 184 -210L258 -210Q274 -210 280 -196L296 -136L330 -130Q346 -126 346 -108L346 -50Q346 -34 330 -34Z" ${fl(pen, C.mark)}/>` +
  `<path d="M0 -70H346V-58H0Z" ${fl(pen, NAVY)}/>` +
  `<path d="M184 -198L210 -198L210 -136L184 -136Z" ${fl(pen, C.glass)}/>` +
  `<path d="M220 -198L258 -198Q266 -198 269 -190L286 -136L220 -136Z" ${fl(pen, C.glass)}/>` +
  shine(pen, "M188 -142L196 -192L204 -192L196 -142Z") +
  `<path d="M214 -210Q214 -226 230 -226Q246 -226 246 -210Z" ${fl(pen, C.yellow)}/>` +
  `<ellipse cx="340" cy="-100" rx="6" ry="9" ${fl(pen, C.lamp)}/>` +
  `<rect x="306" y="-46" width="50" height="14" rx="7" ${fl(pen, C.hub)}/>` +
  wheel(pen, 70, 36) +
  wheel(pen, 276, 36) +
  face(pen, sideSpot(238, 270, -166, 16, 316, -92, 32), o);

const cleany: Draw = (pen, o) => {
  let bristles = "";
  for (let i = -3; i <= 3; i++) bristles += `M${n(298 + i * 6)} -20L${n(298 + i * 11)} -4`;
  return (
    `<path d="M0 -54L0 -178Q0 -194 16 -194L196 -194L196 -40L14 -40Q0 -40 0 -54Z" ${fl(pen, C.cleany)}/>` +
    `<rect x="18" y="-176" width="150" height="86" rx="14" ${fl(pen, "#63d3c8")}/>` +
    `<circle cx="93" cy="-133" r="24" fill="#fff"/>` +
    `<path d="M83 -140Q93 -154 103 -140Q106 -126 93 -122Q80 -126 83 -140Z" ${fl(pen, "#5bc0f8")}/>` +
    `<path d="M196 -40L196 -196Q196 -208 208 -208L268 -208Q290 -208 298 -190L318 -120Q322 -108 322 -94L322 -56Q322 -40 306 -40Z" ${fl(pen, C.cleany)}/>` +
    `<path d="M0 -74H322V-62H0Z" ${fl(pen, C.yellow)}/>` +
    `<path d="M226 -196L266 -196Q280 -196 285 -182L304 -124L226 -124Z" ${fl(pen, C.glass)}/>` +
    shine(pen, "M240 -130L248 -190L256 -190L248 -130Z") +
    `<path d="M236 -208Q236 -224 252 -224Q268 -224 268 -208Z" ${fl(pen, C.mark)}/>` +
    `<path d="M274 -44L286 -46L304 -26L294 -20Z" ${fl(pen, C.grey)}/>` +
    `<ellipse cx="298" cy="-12" rx="40" ry="13" ${fl(pen, C.yellow)}/>` +
    deco(pen, `<path d="${bristles}" stroke="#d9a400" fill="none" stroke-width="${n(pen.sw)}"/>`) +
    `<ellipse cx="298" cy="-24" rx="12" ry="5" ${fl(pen, C.grey)}/>` +
    `<ellipse cx="316" cy="-84" rx="6" ry="9" ${fl(pen, C.lamp)}/>` +
    wheel(pen, 62, 36) +
    wheel(pen, 216, 30) +
    face(pen, sideSpot(248, 282, -160, 16, 290, -98, 30), o)
  );
};

const posty: Draw = (pen, o) =>
  `<path d="M0 -50L0 -190Q0 -210 20 -210L222 -210Q242 -210 252 -194L292 -130L320 -124Q338 -120 338 -102L338 -50Q338 -34 322 -34L16 -34Q0 -34 0 -50Z" ${fl(pen, C.posty)}/>` +
  `<path d="M0 -66H338V-50Q338 -34 322 -34L16 -34Q0 -34 0 -50Z" ${fl(pen, C.red)}/>` +
  `<rect x="50" y="-172" width="120" height="80" rx="6" fill="#fff"/>` +
  `<path d="M50 -168L110 -126L170 -168" fill="none"/>` +
  `<path d="M110 -126L110 -108" fill="none"/>` +
  `<path d="${heart(110, -106, 18)}" ${fl(pen, C.red)}/>` +
  `<path d="M194 -198L232 -198Q242 -198 248 -190L284 -130L194 -130Z" ${fl(pen, C.glass)}/>` +
  shine(pen, "M200 -136L208 -192L216 -192L208 -136Z") +
  `<ellipse cx="332" cy="-96" rx="6" ry="9" ${fl(pen, C.lamp)}/>` +
  `<rect x="298" y="-48" width="50" height="14" rx="7" ${fl(pen, C.hub)}/>` +
  wheel(pen, 70, 36) +
  wheel(pen, 262, 36) +
  face(pen, sideSpot(218, 254, -160, 17, 306, -90, 32), o);

function heart(cx: number, cy: number, w: number): string {
  return `M${n(cx)} ${n(cy + w * 0.45)}C${n(cx - w * 0.6)} ${n(cy + w * 0.05)} ${n(cx - w * 0.55)} ${n(cy - w * 0.5)} ${n(cx)} ${n(cy - w * 0.2)}C${n(cx + w * 0.55)} ${n(cy - w * 0.5)} ${n(cx + w * 0.6)} ${n(cy + w * 0.05)} ${n(cx)} ${n(cy + w * 0.45)}Z`;
}

const cap: Draw = (pen, o) =>
  // boom, cable and hook behind everything
  `<path d="M150 -150L10 -290L0 -280L130 -120Z" ${fl(pen, "#b39ddb")}/>` +
  `<path d="M4 -282L4 -170" fill="none"/>` +
  `<path d="M4 -170Q4 -152 -10 -150Q-24 -150 -24 -162" fill="none" stroke-width="${n(thick(pen, 2.2))}"/>` +
  `<circle cx="6" cy="-284" r="9" ${fl(pen, C.grey)}/>` +
  `<path d="M0 -46L0 -96H250V-34H12Q0 -34 0 -46Z" ${fl(pen, C.cap)}/>` +
  `<path d="M80 -96L80 -140Q80 -150 90 -150L170 -150Q180 -150 180 -140L180 -96Z" ${fl(pen, C.yellow)}/>` +
  `<circle cx="140" cy="-135" r="10" ${fl(pen, C.grey)}/>` +
  `<path d="M250 -34L250 -192Q250 -206 264 -206L306 -206Q322 -206 328 -192L356 -126Q362 -114 362 -100L362 -50Q362 -34 346 -34Z" ${fl(pen, C.cap)}/>` +
  `<path d="M0 -70H362V-58H0Z" ${fl(pen, C.yellow)}/>` +
  `<path d="M264 -194L308 -194Q316 -194 319 -186L344 -126L264 -126Z" ${fl(pen, C.glass)}/>` +
  shine(pen, "M274 -134L282 -188L290 -188L282 -134Z") +
  // captain's cap on the cab roof
  `<path d="M264 -206Q262 -244 296 -246Q330 -244 328 -206Z" fill="#fff"/>` +
  `<path d="M262 -206H336Q346 -206 344 -200Q340 -196 330 -198H262Z" ${fl(pen, NAVY)}/>` +
  `<path d="M266 -214H326V-206H266Z" ${fl(pen, NAVY)}/>` +
  `<circle cx="296" cy="-228" r="9" ${fl(pen, C.yellow)}/>` +
  `<ellipse cx="356" cy="-96" rx="6" ry="9" ${fl(pen, C.lamp)}/>` +
  `<rect x="322" y="-48" width="50" height="14" rx="7" ${fl(pen, C.hub)}/>` +
  wheel(pen, 60, 36) +
  wheel(pen, 160, 36) +
  wheel(pen, 300, 36) +
  face(pen, sideSpot(288, 322, -162, 16, 334, -92, 32), o);

const schoolb: Draw = (pen, o) => {
  let win = "";
  for (let i = 0; i < 4; i++) {
    win += `<rect x="${22 + i * 56}" y="-190" width="46" height="52" rx="6" ${fl(pen, C.glass)}/>`;
  }
  return (
    `<path d="M0 -46L0 -196Q0 -212 16 -212L352 -212Q368 -212 372 -196L378 -132L408 -126Q426 -122 426 -104L426 -52Q426 -36 410 -36L14 -36Q0 -36 0 -46Z" ${fl(pen, C.schoolb)}/>` +
    win +
    `<path d="M248 -196H282V-52H248Z" ${fl(pen, C.glass)}/>` +
    `<path d="M265 -196V-52" fill="none"/>` +
    `<path d="M292 -198L356 -198Q366 -198 368 -188L374 -132L292 -132Z" ${fl(pen, C.glass)}/>` +
    shine(pen, "M30 -146L40 -184L48 -184L38 -146Z") +
    `<path d="M0 -120H248M282 -120H426" fill="none" stroke-width="${n(thick(pen, 1.6))}"/>` +
    `<path d="M0 -98H248M282 -98H426" fill="none" stroke-width="${n(thick(pen, 1.6))}"/>` +
    `<rect x="-6" y="-56" width="30" height="14" rx="7" ${fl(pen, C.hub)}/>` +
    `<rect x="382" y="-50" width="52" height="14" rx="7" ${fl(pen, C.hub)}/>` +
    `<ellipse cx="420" cy="-112" rx="6" ry="8" ${fl(pen, C.lamp)}/>` +
    `<rect x="140" y="-230" width="40" height="18" rx="5" ${fl(pen, C.red)}/>` +
    wheel(pen, 82, 38) +
    wheel(pen, 344, 38) +
    face(pen, sideSpot(316, 352, -166, 16, 398, -78, 30), o)
  );
};

const jin: Draw = (pen, o) => {
  const expr = o.expr ?? "happy";
  const spot: FaceSpot = {
    left: { cx: 50, cy: -170, rx: 8, ry: 10 },
    right: { cx: 80, cy: -170, rx: 8, ry: 10 },
    mx: 65,
    my: -148,
    mw: 18,
    lookX: 0,
    lookY: 0.2,
  };
  return (
    // legs and shoes
    `<path d="M42 -70H62V-14H42Z" ${fl(pen, "#34507a")}/><path d="M68 -70H88V-14H68Z" ${fl(pen, "#34507a")}/>` +
    `<path d="M34 -16H64V0H30Q28 -8 34 -16Z" ${fl(pen, C.red)}/><path d="M66 -16H96Q102 -8 100 0H66Z" ${fl(pen, C.red)}/>` +
    // arms behind the jacket
    `<path d="M34 -126Q8 -108 6 -76L22 -72Q24 -98 40 -110Z" ${fl(pen, C.jacket)}/>` +
    `<path d="M94 -128Q118 -130 114 -162L130 -164Q134 -124 100 -112Z" ${fl(pen, C.jacket)}/>` +
    `<circle cx="14" cy="-68" r="9" ${fl(pen, C.skin)}/>` +
    `<circle cx="122" cy="-170" r="9" ${fl(pen, C.skin)}/>` +
    // jacket
    `<path d="M30 -124Q32 -132 44 -132H86Q98 -132 100 -124L106 -64Q106 -58 100 -58H30Q24 -58 24 -64Z" ${fl(pen, C.jacket)}/>` +
    `<path d="M65 -132V-58" fill="none"/>` +
    `<path d="M48 -132L65 -116L82 -132" ${fl(pen, "#fff")}/>` +
    // head, hair, headset
    `<path d="M18 -168Q18 -222 65 -224Q112 -222 112 -168Q112 -140 96 -136L34 -136Q18 -140 18 -168Z" ${fl(pen, "#24262b")}/>` +
    `<ellipse cx="65" cy="-164" rx="38" ry="34" ${fl(pen, C.skin)}/>` +
    `<path d="M27 -170Q28 -214 65 -214Q104 -214 104 -170Q92 -176 86 -194Q74 -180 44 -180Q36 -176 27 -170Z" ${fl(pen, "#24262b")}/>` +
    `<path d="M18 -170Q18 -242 65 -242Q112 -242 112 -170L104 -170Q104 -232 65 -232Q26 -232 26 -170Z" ${fl(pen, C.blue)}/>` +
    `<rect x="12" y="-184" width="16" height="28" rx="7" ${fl(pen, C.blue)}/>` +
    `<rect x="102" y="-184" width="16" height="28" rx="7" ${fl(pen, C.blue)}/>` +
    `<path d="M20 -158Q22 -140 42 -140" fill="none" stroke-width="${n(thick(pen, 1.3))}"/>` +
    `<circle cx="44" cy="-140" r="4.5" ${fl(pen, "#24262b")}/>` +
    deco(
      pen,
      `<ellipse cx="38" cy="-152" rx="7" ry="4" fill="#ff9aa8" stroke="none"/><ellipse cx="92" cy="-152" rx="7" ry="4" fill="#ff9aa8" stroke="none"/>`,
    ) +
    eyes(pen, spot, expr) +
    mouth(pen, spot, expr)
  );
};

export const DRAW: Record<CharacterKey, Draw> = {
  poli,
  roy,
  amber,
  helly,
  jin,
  mark,
  cleany,
  posty,
  cap,
  schoolb,
};

/**
 * A character placed in a picture: (x, y) is its ground point at the left end of the drawing,
 * `s` the scale, `flip` mirrors it to face left. Outline width stays `pen.sw` in picture units.
 */
export function character(
  pen: Pen,
  key: CharacterKey,
  x: number,
  y: number,
  s: number,
  o: DrawOpts & { flip?: boolean } = {},
): string {
  const w = SIZE[key].w;
  const tx = o.flip ? x + w * s : x;
  return gOpen(scaled(pen, s), place(tx, y, s, o.flip)) + DRAW[key](scaled(pen, s), o) + "</g>";
}
