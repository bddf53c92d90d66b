// The downloads on /play (spec §9: 3 desktop and 4 mobile wallpapers, 8 offline coloring sheets,
// 10 paper crafts). Every file is made from the project's own art by scripts/downloads/generate.ts
// into public/downloads/; its byte sizes land in public/downloads/manifest.json.
import manifest from "../public/downloads/manifest.json";

export type DownloadKind = "wallpaper-desktop" | "wallpaper-mobile" | "coloring-sheet" | "paper-craft";
export type DownloadFormat = "JPEG" | "PNG" | "PDF";

export interface DownloadItem {
  id: string;
  kind: DownloadKind;
  /** Translation key (play area) of the item's title. */
  titleKey: string;
  /** Site path of the file. */
  file: string;
  /** Site path of a small WebP preview. */
  preview: string;
  format: DownloadFormat;
  /** Pixels for wallpapers; the paper size for printables. */
  width: number;
  height: number;
  bytes: number;
}

/** What each item is drawn from; the generator's recipe input. */
export interface DownloadSource {
  /** Season illustration (desktop), character (mobile wallpaper, craft) or coloring page key. */
  art: string;
}

type Entry = Omit<DownloadItem, "file" | "preview" | "bytes" | "width" | "height"> & DownloadSource & { name: string };

const A4 = { width: 210, height: 297 }; // millimetres

const ENTRIES: Entry[] = [
  {
    id: "wallpaper-desktop-harbour",
    kind: "wallpaper-desktop",
    name: "wallpapers/harbour-1920x1080.jpg",
    art: "season2",
    titleKey: "Play Wallpaper Harbour",
    format: "JPEG",
  },
  {
    id: "wallpaper-desktop-mountains",
    kind: "wallpaper-desktop",
    name: "wallpapers/mountains-1920x1080.jpg",
    art: "season3",
    titleKey: "Play Wallpaper Mountains",
    format: "JPEG",
  },
  {
    id: "wallpaper-desktop-night",
    kind: "wallpaper-desktop",
    name: "wallpapers/night-patrol-1920x1080.jpg",
    art: "season5",
    titleKey: "Play Wallpaper Night",
    format: "JPEG",
  },
  ...(["poli", "roy", "amber", "helly"] as const).map((art): Entry => ({
    id: `wallpaper-mobile-${art}`,
    kind: "wallpaper-mobile",
    name: `wallpapers/${art}-1080x1920.png`,
    art,
    titleKey: `Play Name ${art}`,
    format: "PNG",
  })),
  ...(["rescue_team", "poli", "roy", "amber", "helly", "mark", "cleany", "posty"] as const).map((art): Entry => ({
    id: `coloring-sheet-${art}`,
    kind: "coloring-sheet",
    name: `coloring-sheets/${art.replace("_", "-")}-a4.pdf`,
    art,
    titleKey: `Play Page ${art}`,
    format: "PDF",
  })),
  ...(["poli", "roy", "amber", "helly", "jin", "mark", "cleany", "posty", "cap", "schoolb"] as const).map(
    (art): Entry => ({
      id: `paper-craft-${art}`,
      kind: "paper-craft",
      name: `paper-crafts/${art}-box-car-a4.pdf`,
      art,
      titleKey: `Play Name ${art}`,
      format: "PDF",
    }),
  ),
];

const sizes = (manifest as { files: Record<string, number> }).files;

function size(kind: DownloadKind) {
  if (kind === "wallpaper-desktop") return { width: 1920, height: 1080 };
  if (kind === "wallpaper-mobile") return { width: 1080, height: 1920 };
  // the craft nets lie across the page
  return kind === "paper-craft" ? { width: A4.height, height: A4.width } : A4;
}

export const DOWNLOAD_SOURCES: (DownloadItem & DownloadSource & { name: string })[] = ENTRIES.map((e) => ({
  ...e,
  ...size(e.kind),
  file: `/downloads/${e.name}`,
  preview: `/downloads/previews/${e.id}.webp`,
  bytes: sizes[e.name] ?? 0,
}));

export const DOWNLOADS: DownloadItem[] = DOWNLOAD_SOURCES.map(({ art: _art, name: _name, ...item }) => item);

export const MIME_TYPES: Record<DownloadFormat, string> = {
  JPEG: "image/jpeg",
  PNG: "image/png",
  PDF: "application/pdf",
};
