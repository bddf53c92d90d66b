// The gallery's demo colorings: the 11 coloring pages colored with the site's own engine by
// scripts/art/build-gallery-demo.ts (PNGs in content/demo/colorings/), each credited to a demo child.

export interface DemoColoring {
  page: string;
  /** Demo user id (app/server/db/seed.ts) credited with the picture. */
  by: string;
  seed: number;
  palette: "bright" | "pastel" | "ocean" | "sunset" | "forest" | "candy";
  /** Share of regions the child left white. */
  skip: number;
  /** The background's color, when the child painted the sky. */
  sky?: string;
  scribbles: ("grass" | "sun" | "rainbow" | "hearts")[];
  stickers: string[];
  featured?: boolean;
}

export const DEMO_COLORINGS: DemoColoring[] = [
  {
    page: "poli",
    by: "demo-joon",
    seed: 11,
    palette: "bright",
    skip: 0.05,
    sky: "#b3e5fc",
    scribbles: ["sun"],
    stickers: ["p2"],
    featured: true,
  },
  {
    page: "roy",
    by: "demo-sasha",
    seed: 22,
    palette: "sunset",
    skip: 0.1,
    scribbles: ["grass"],
    stickers: [],
    featured: true,
  },
  {
    page: "amber",
    by: "demo-mia",
    seed: 33,
    palette: "candy",
    skip: 0.05,
    scribbles: ["hearts"],
    stickers: ["a3"],
    featured: true,
  },
  {
    page: "helly",
    by: "demo-lin",
    seed: 44,
    palette: "forest",
    skip: 0.15,
    sky: "#e1f5fe",
    scribbles: [],
    stickers: [],
  },
  {
    page: "rescue_team",
    by: "demo-noah",
    seed: 55,
    palette: "bright",
    skip: 0.08,
    scribbles: ["rainbow"],
    stickers: ["p1", "r2"],
  },
  { page: "mark", by: "demo-ayu", seed: 66, palette: "ocean", skip: 0.2, scribbles: ["grass", "sun"], stickers: [] },
  { page: "cleany", by: "demo-lin", seed: 77, palette: "pastel", skip: 0.1, scribbles: [], stickers: ["h1"] },
  { page: "posty", by: "demo-mia", seed: 88, palette: "sunset", skip: 0.25, scribbles: ["hearts"], stickers: [] },
  {
    page: "cap",
    by: "demo-yuki",
    seed: 99,
    palette: "candy",
    skip: 0.05,
    sky: "#fff9c4",
    scribbles: [],
    stickers: ["a6"],
  },
  { page: "schoolb", by: "demo-sasha", seed: 111, palette: "bright", skip: 0.12, scribbles: ["grass"], stickers: [] },
  {
    page: "blank",
    by: "demo-noah",
    seed: 122,
    palette: "bright",
    skip: 0,
    scribbles: ["rainbow", "sun", "grass", "hearts"],
    stickers: ["p4", "h2"],
  },
];
