/** Every public route of spec §2 (one entry per screen shape, with examples for the routes that take parameters). */
export const PUBLIC_ROUTES = [
  "/", "/ko", "/en", "/zh-cn", "/zh-hk", "/zh-tw", "/ja", "/ru", "/id",
  "/series/season1", "/series/season2", "/series/season3", "/series/season4", "/series/season5", "/series/songsong",
  "/series/traffic-safety", "/series/fire-safety", "/series/daily-safety", "/poliworld/event/puzzle-week", "/poliworld/event/theme-park-kr?lang=ko",
  "/watch", "/apps", "/play", "/play/gallery", "/play/apps/coloring", "/play/apps/coloring/poli", "/play/apps/puzzle",
  "/play/apps/puzzle/scene01/12", "/site/cookie", "/site/terms", "/site/privacy", "/site/grown-ups", "/polivideoapp/terms", "/polivideoapp/privacy",
  "/polisingalong/terms", "/polisingalong/privacy", "/redirect",
];
