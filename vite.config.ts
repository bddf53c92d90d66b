import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    // The server bundle's entry is the Express app, so one bundle holds the pages, the API and the database layer.
    ssr: {
      build: { rollupOptions: { input: "./app/server/http/express-app.ts" } },
      // Resolve the Express adapter with the app's own react-router instance (in dev, Vite's SSR runner and
      // Node would otherwise load two copies and RouterContextProvider's instanceof check fails).
      resolve: { noExternal: ["@react-router/express", "@react-router/node"] },
    },
  },
});
