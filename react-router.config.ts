import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressClientFiles } from "./scripts/precompress.ts";

export default {
  appDirectory: "app",
  ssr: true,
  // Every route is in the page's manifest from the start. The default ("lazy") has each page walk its links
  // after hydrating and fetch /__manifest for their routes: about 30 ms of main thread on a phone in the task
  // that finishes hydration, and one more request. The price: the manifest file lists every route (39 kB, 3 kB
  // compressed, cached across pages).
  routeDiscovery: { mode: "initial" },
  async buildEnd({ reactRouterConfig }) {
    await precompressClientFiles(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
