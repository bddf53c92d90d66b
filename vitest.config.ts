import path from "node:path";
import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/vite/inline-scripts.ts";

const app = path.resolve(import.meta.dirname, "app");

export default defineConfig({
  plugins: [inlineScripts(app)],
  resolve: { alias: { "~": app } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Migrations run once into a template (globalSetup); each file gets its own copy (setupFiles).
          globalSetup: ["tests/helpers/database-template.ts"],
          setupFiles: ["tests/helpers/setup-integration.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/helpers/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Faults and hostile input against the production build (npm run build first): each file starts its own servers.
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Several instances on shared PostgreSQL, Redis and S3-compatible storage (npm run build first); < 4 minutes.
          name: "scale",
          include: ["tests/scale/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
