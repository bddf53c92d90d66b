import crypto from "node:crypto";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { config } from "../config";
import { database, migrateDatabase, openDatabase, setDatabase } from "../db/client";
import { seedIfEmpty } from "../db/seed";
import { startJobs, stopJobs } from "../jobs";
import { logger } from "../logger";
import { sameOriginMutations } from "../auth/same-origin";
import { mountAuth } from "./mount-auth";
import { measureRequests, metricsEndpoint } from "./metrics";
import { requestInfoContext } from "./request-context";
import { setStorage, storage } from "../storage/storage";
import { mediaFolder, storageFor } from "../storage/select";
import { mediaRoute } from "../storage/media-route";
import { closeRedis, openRedis, setSharedRedis } from "../redis/client";
import { shareContentChanges } from "../redis/content-changes";
import { readiness } from "./readiness";
import { assignNonce, contentSecurityPolicy, securityHeaders } from "./security";
import { finalErrorHandler, readOnlyFiles } from "./json-errors";
import { inWriteScope, onPublicContentChange, publicContentChanged } from "../services/public-content";
import { changesPublicContent, createPageCache } from "./page-cache";
import { cdnPurgeFor, purgeAtTheCdn, purgedTags } from "./cdn-purge";
import { createCountryVariants } from "./country-variant";
import { campaignRegions } from "../services/campaigns";
import { createRequestHandler } from "./express-adapter";
import { siteRequestHandler } from "./router-steps";
import { routeLabel } from "./route-label";
import { createAdmissionGate } from "./admission";
import { admissionGauges, admitDatabaseWork } from "./shed";
import { canonicalPath, canonicalRequestPath } from "./canonical-path";
import { imagesAliasToArt, localeFileSetsLanguage } from "./static-paths";
import { closeWhenBodyUnread } from "./unread-body";
import { bodyIdleDeadline } from "./body-deadline";
import { guardUnhandledRejections } from "./process-guard";
import { imageVariantRoute } from "./image-variants";
import { youtubeThumbnailRoute } from "./youtube-thumbs";
import { CATALOG_VIDEO_PATH, UPLOADED_VIDEO_PATH, videoMediaGuard } from "./video-media-guard";
import { STATIC_VARIANT_PREFIX, UPLOAD_VARIANT_PREFIX } from "~/shared/image-variants";
import { THUMBNAIL_PREFIX } from "../services/videos/thumbnails";

/** Opens and migrates the database, seeds demo content into an empty one, and builds the Express app. */
export async function start() {
  guardUnhandledRejections();
  const cfg = config();
  const opened = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir, pool: cfg.databasePool });
  setDatabase(opened);
  // Several instances: uploads in S3-compatible storage (S3_BUCKET), limits and caches in Redis (REDIS_URL).
  setStorage(storageFor(cfg));
  const redis = cfg.redis ? await openRedis(cfg.redis) : undefined;
  setSharedRedis(redis);
  const stopSharingChanges = redis ? shareContentChanges(redis) : async () => {};
  await migrateDatabase(opened);
  await seedIfEmpty(opened.db);
  // Background jobs (video transcoding) run in this process; stopped before the database closes.
  await startJobs();
  logger.info({ database: opened.kind }, "database ready");

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", cfg.trustProxy);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || crypto.randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      autoLogging: {
        ignore: (req) => req.url === "/healthz" || req.url === "/readyz" || !!req.url?.startsWith("/assets/"),
      },
    }),
  );
  app.use(measureRequests);
  app.use(closeWhenBodyUnread);
  app.use(bodyIdleDeadline(cfg.bodyIdleMs));
  app.use(compression());
  app.use(assignNonce);
  // Vite's dev server injects inline scripts, so the CSP applies to the built site only.
  if (!import.meta.env?.DEV) app.use(securityHeaders(cfg));

  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get(
    "/readyz",
    readiness(() => database()),
  );
  app.get("/metrics", metricsEndpoint(config));

  app.use("/locales", localeFileSetsLanguage);
  app.use("/images", imagesAliasToArt);
  // Uploads at the fixed widths in AVIF and WebP, made once and kept in the store (issue 15).
  app.use(UPLOAD_VARIANT_PREFIX, readOnlyFiles, imageVariantRoute(storage()));
  // YouTube thumbnails fetched by the server, so no visitor's browser contacts Google before a tap (issue 28).
  app.use(THUMBNAIL_PREFIX, readOnlyFiles, youtubeThumbnailRoute());
  // Uploaded files are stored by content hash, so they never change: cache them for a year.
  // An unpublished or deleted video's files answer 404 (issue 28), uploaded or rendered with the site.
  app.use(
    "/media",
    readOnlyFiles,
    videoMediaGuard(UPLOADED_VIDEO_PATH, "hidden"),
    mediaRoute(storage(), mediaFolder(cfg)),
  );
  app.use(["/video", `${STATIC_VARIANT_PREFIX}/video`], videoMediaGuard(CATALOG_VIDEO_PATH, "servable"));
  if (!import.meta.env?.DEV) {
    // The fixed pictures' variants carry their content hash in their names (scripts/images/build-variants.ts).
    app.use(
      STATIC_VARIANT_PREFIX,
      express.static(`build/client${STATIC_VARIANT_PREFIX}`, { immutable: true, maxAge: "1y", index: false }),
    );
    // The build writes brotli and gzip copies next to the text files (vite.config.ts); they are sent as they are
    // (Content-Encoding, Vary: Accept-Encoding), so compression() does not compress them again on every request.
    const precompressed: expressStaticGzip.ExpressStaticGzipOptions = {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
    };
    // express-static-gzip answers a path it cannot percent-decode with its own plain-text 400; such a path is
    // never a file, so it goes on to the router (JSON {error} under /api, the not-found screen for pages).
    // It also lists the compressed copies once, at start, and sets Content-Encoding and Content-Type before it looks
    // for the file: when a listed file is gone (a rebuild under a running server), the request went on to the router
    // with those headers, and its answer failed with a 500 ("Content-Type cannot be set to an Array"). A request it
    // passes on leaves without them.
    const precompressedFiles =
      (serve: express.RequestHandler): express.RequestHandler =>
      (req, res, next) => {
        if (canonicalPath(req.path) === null) return next();
        serve(req, res, (error?: unknown) => {
          if (!res.headersSent) for (const header of ["Content-Encoding", "Content-Type"]) res.removeHeader(header);
          next(error);
        });
      };
    app.use(
      "/assets",
      precompressedFiles(
        expressStaticGzip("build/client/assets", {
          ...precompressed,
          serveStatic: { immutable: true, maxAge: "1y", index: false },
        }),
      ),
    );
    app.use(
      precompressedFiles(
        expressStaticGzip("build/client", { ...precompressed, serveStatic: { maxAge: "1h", index: false } }),
      ),
    );
  }

  // Load shedding (issue 29): what follows does database work, at most ADMISSION_CONCURRENCY requests at once with a
  // bounded, short queue; beyond it 503 with Retry-After, or a page's cached or stale copy (README "Sizing").
  // Shared pages are keyed by the country's variant (country-variant.ts): CN, KR and the campaigns' countries apart.
  const countryVariants = createCountryVariants();
  const readCampaignRegions = () =>
    campaignRegions()
      .then((regions) => countryVariants.setCampaignRegions(regions))
      .catch((err: unknown) => logger.warn({ err }, "could not read the campaigns' regions"));
  await readCampaignRegions();
  // Without Redis another instance's campaign change is not heard of: read again as often as pages expire.
  const regionsTimer = setInterval(() => void readCampaignRegions(), Math.max(cfg.pageCacheSeconds, 10) * 1000);
  regionsTimer.unref();
  const pageCache = createPageCache({
    ttlSeconds: import.meta.env?.DEV ? 0 : cfg.pageCacheSeconds,
    countryVariant: countryVariants.variant,
  });
  const admission = createAdmissionGate(cfg.admission);
  admissionGauges(admission);
  app.use(admitDatabaseWork(admission, (request) => pageCache.keyFor(request) !== null));

  // CSRF: every mutating request must come from the site itself, whatever its path looks like (issue 17:
  // `/%61pi/…` was routed to the API but not seen by a check mounted at "/api").
  app.use(sameOriginMutations(() => config().publicUrl));
  await mountAuth(app);

  // Mounted without a path pattern: Express would percent-decode a `{*splat}` parameter and answer a malformed
  // encoding (`/%E0%A4%A`) with its own HTML error page; the router answers it with the not-found screen or JSON.
  // Anonymous visitors' pages are rendered once per PAGE_CACHE_SECONDS; a staff or account change forgets the pages
  // that show what it touched (their tags, services/content-tags.ts), here, on the other instances and at the CDN.
  const cdn = cdnPurgeFor(cfg);
  onPublicContentChange(({ origin, tags }) => {
    // A campaign for a new region gives that region's visitors pages of their own (until this is read, they get the
    // pages of countries without any, which are right for them).
    if (tags === null || tags.some((tag) => tag.startsWith("campaigns:"))) void readCampaignRegions();
    pageCache.invalidate(tags);
    if (cdn && origin === "here") purgeAtTheCdn(cdn, purgedTags(tags));
  });
  app.use((req, res, next) => {
    const { scope } = inWriteScope(() => next());
    res.once("finish", () => {
      // A content write whose service did not say what it touched: every page may show it.
      if (
        res.statusCode < 400 &&
        !scope.announced &&
        changesPublicContent(req.method, canonicalRequestPath(req.originalUrl))
      )
        publicContentChanged();
    });
  });
  const build = () => import("virtual:react-router/server-build");
  app.use(
    createRequestHandler({
      handle: siteRequestHandler({
        build,
        mode: process.env.NODE_ENV,
        sharedPages: {
          cache: pageCache,
          countryHeader: cfg.countryHeader,
          devLogin: cfg.devLogin,
          countryVariant: countryVariants.variant,
          policyFor: import.meta.env?.DEV ? undefined : contentSecurityPolicy(cfg),
          admission,
        },
      }),
      getLoadContext: async (req, res) => {
        res.locals.routeLabel = routeLabel((await build()).routes, req.originalUrl);
        const context = new RouterContextProvider();
        context.set(requestInfoContext, { requestId: String(req.id), nonce: res.locals.cspNonce, ip: req.ip ?? "" });
        return context;
      },
    }),
  );
  app.use(finalErrorHandler);

  return {
    app,
    stopWork: stopJobs,
    async shutdown() {
      clearInterval(regionsTimer);
      await stopJobs();
      await stopSharingChanges();
      await closeRedis();
      await opened.close();
      setDatabase(undefined);
    },
  };
}
