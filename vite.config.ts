import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    // The server bundle's entry is the Express app, so one bundle holds the pages, the API and the database layer.
    ssr: { build: { rollupOptions: { input: "./app/server/http/express-app.ts" } } },
  },
});
