import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "./scripts/vite/inline-scripts.ts";

/**
 * The JavaScript every page needs, in a few shared files instead of about thirty (issue 15). Left to itself the
 * bundler makes a chunk for every different set of routes that shares a module, so a public page asked for 23–38
 * files; over HTTP/1.1 (six connections) each round of requests costs a round trip on a phone. "framework" holds
 * React, React Router and i18next; "site" the page frame and the small helpers every public page imports; "controls"
 * the React Aria controls the pages use from the start; "games" what the puzzle and the coloring page share. Nothing
 * loaded on demand belongs in any of them (the menu drawer, the dialogs and React Aria's overlays, zod):
 * tests/e2e/first-load-scripts.e2e.test.ts checks that.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const SITE_SHELL = [
  "app/i18n/",
  "app/features/frame/",
  "app/features/seo/page-meta",
  // The puzzle of the day's piece counts (home and /play): 60 bytes, not a file of their own.
  "app/games/puzzle/piece-options",
  "app/features/account/account-api",
  "app/features/account/account-button",
  "app/features/account/account-corner",
  "app/features/account/account-state",
  "app/ui/gate/",
  "app/ui/glyphs",
  "app/ui/messages",
  "app/ui/page-window",
  "app/ui/reactions/emoticon-label",
  "app/ui/responsive-picture",
  "app/ui/saved-path",
  "app/ui/use-page-views",
  "app/ui/use-root-data",
  "app/ui/use-scroll-top",
  "app/shared/account-rules",
  "app/shared/api/endpoint.",
  "app/shared/api/request",
  "app/shared/calendar",
  "app/shared/constants",
  "app/shared/emoticons",
  "app/shared/image-variants",
  "app/shared/json-ld",
  "app/shared/locales",
  "app/shared/localized-url",
  "app/shared/region-profile",
  "app/shared/video-search",
];
const ARIA_CONTROLS =
  /react-aria-components[\\/]dist[\\/]private[\\/](Button|RadioGroup|Toolbar|ToggleButton|ToggleButtonGroup|Label|Input|Form|FieldError|TextField|Text|SearchField|I18nProvider)\.mjs$/;
/** What the two games share with each other and with the coloring page's dialogs (the sounds, the picture export). */
const GAMES_SHARED =
  /\/app\/(features\/coloring\/(picture-export|tool-options|icons|coloring-app\.module)|ui\/use-speaker|games\/speech\/)/;
/** The child's shelf and sticker book (issue 31): /play, the coloring page and the puzzle share it, as one file. */
const SHELF = /\/app\/(ui\/shelf\/(shelf-store\.ts|page-picture\.tsx)|shared\/shelf\.ts)$/;
const NOT_IN_SHELL = /site-menu-drawer|legal-document|gate-dialog/;
const inSiteShell = (id: string) => SITE_SHELL.some((prefix) => id.includes(`/${prefix}`)) && !NOT_IN_SHELL.test(id);

const app = path.resolve(import.meta.dirname, "app");

export default defineConfig({
  // Scripts that run before the page's modules, inlined at build time (scripts/vite/inline-scripts.ts).
  plugins: [inlineScripts(app), reactRouter()],
  resolve: { alias: { "~": app } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 20 },
                { name: "site", test: inSiteShell, priority: 10 },
                { name: "controls", test: ARIA_CONTROLS, priority: 5 },
                { name: "games", test: GAMES_SHARED, priority: 5 },
                { name: "shelf", test: SHELF, priority: 5 },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is the Express app, so one bundle holds the pages, the API and the database layer.
    ssr: {
      build: { rollupOptions: { input: "./app/server/http/express-app.ts" } },
      // Resolve @react-router/node with the app's own react-router instance (in dev, Vite's SSR runner and
      // Node would otherwise load two copies and RouterContextProvider's instanceof check fails).
      resolve: { noExternal: ["@react-router/node"] },
    },
  },
});
