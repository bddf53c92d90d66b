import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const PROVIDERS = ["GOOGLE", "FACEBOOK", "KAKAO", "LINE", "WEIBO"] as const;

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "1" || v === "true"));

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const identityList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z]+:.+$/, "expected <provider>:<id>, comma-separated")));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "expected postgres://…")
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  YOUTUBE_API_KEY: z.string().optional(),
  YOUTUBE_CHANNEL_ID: z.string().optional(),
  YOUTUBE_API_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url().default("https://www.googleapis.com/youtube/v3"),
  ),
  YOUTUBE_THUMB_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().default("https://i.ytimg.com")),
  /** The YouTube Data API units the whole site may spend a day (Google's default project quota is 10,000); 0 = no budget. */
  YOUTUBE_DAILY_QUOTA: z.coerce.number().int().min(0).default(10_000),
  CDN_URL: optionalUrl,
  COUNTRY_HEADER: z.string().min(1).default("cf-ipcountry"),
  ADMIN_IDENTITIES: identityList,
  MANAGER_IDENTITIES: identityList,
  DEV_LOGIN: flag,
  GALLERY_MODERATION: z.enum(["post", "pre"]).default("pre"),
  MAINTAINER_EMAIL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.email().default("maintainers@poli-rescue.example"),
  ),
  METRICS_TOKEN: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  /** Seconds an anonymous visitor's page is kept in the shared page cache (in process and at a CDN); 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * The CDN's purge-by-tag endpoint (cdn-purge.ts): Fastly's `https://api.fastly.com/service/<id>/purge` or Cloudflare's
   * `https://api.cloudflare.com/client/v4/zones/<zone>/purge_cache`; unset: no CDN is told (it follows within s-maxage).
   */
  CDN_PURGE_URL: optionalUrl,
  CDN_PURGE_TOKEN: z.string().optional(),
  /** How the purge is asked: `fastly` (Surrogate-Key header) or `cloudflare` (JSON `{tags}`); default from the URL's host. */
  CDN_PURGE_STYLE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["fastly", "cloudflare"]).optional()),
  /**
   * Which peers' X-Forwarded-* headers are believed: a hop count, or a comma-separated list of addresses, CIDR ranges and
   * Express's names (loopback, linklocal, uniquelocal); `none` believes nobody. Default: private networks only.
   */
  TRUST_PROXY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(
        /^(?:none|\d{1,2}|(?:\s*(?:loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(?:\/\d{1,3})?)\s*,?)+)$/,
        "expected a hop count, none, or addresses/CIDR ranges, comma-separated",
      )
      .optional(),
  ),
  /** Seconds a request body may stop arriving before it is answered 408 and dropped (body-deadline.ts); 0 turns it off. */
  BODY_IDLE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** PostgreSQL connections each instance may open (README "Sizing"): N instances × this stays under max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** Milliseconds a query waits for a free pool connection before it fails (answered 503 with Retry-After). */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** Requests doing database work at once per instance (admission.ts); default twice the pool. */
  ADMISSION_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Requests waiting for a turn beyond those; one more is answered 503 at once. */
  ADMISSION_QUEUE: z.coerce.number().int().min(0).max(100_000).default(400),
  /** Milliseconds a request may wait for a turn before it is answered 503 (or a page's stale copy). */
  ADMISSION_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(2_500),
  /** Seconds a transcoding attempt may run (copy, encode, upload) before it is stopped and the video marked failed. */
  TRANSCODE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(1800),
  /** Seconds a background job's claim holds without a heartbeat: how soon another instance takes over a dead one's job. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Days raw analytics rows are kept (older days survive only as daily counts, in analytics_daily). */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(3).max(3650).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Several instances (README "Scale-out"): S3-compatible object storage for uploads, Redis for limits and caches.
  S3_BUCKET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "expected an S3 bucket name")
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).default("us-east-1")),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9._/-]*\/$/, "expected a key prefix ending in /")
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, "expected redis://… or rediss://…")
      .optional(),
  ),
  /** Uploaded files no row refers to are removed once older than this (what a killed upload left); see storage/orphans.ts. */
  ORPHAN_GRACE_SECONDS: z.coerce.number().int().min(1).default(600),
  REDIS_PREFIX: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/)
      .default("rescue:"),
  ),
  ...Object.fromEntries(
    PROVIDERS.flatMap((p) => [
      [`${p}_CLIENT_ID`, z.string().optional()],
      [`${p}_CLIENT_SECRET`, z.string().optional()],
    ]),
  ),
});

export type Provider = Lowercase<(typeof PROVIDERS)[number]>;

export class ConfigError extends Error {}

function describe(issue: z.core.$ZodIssue): string {
  const name = issue.path.join(".") || "environment";
  return `Invalid configuration: ${name} ${issue.message}`;
}

export function parseConfig(env: NodeJS.ProcessEnv) {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(describe(result.error.issues[0]));
  const raw = result.data as z.infer<typeof schema> & Record<string, string | undefined>;
  const production = raw.NODE_ENV === "production";
  if (production && raw.DEV_LOGIN)
    throw new ConfigError("Invalid configuration: DEV_LOGIN must not be set in production");
  if (production && !raw.SESSION_SECRET)
    throw new ConfigError("Invalid configuration: SESSION_SECRET is required in production");
  const dataDir = path.resolve(raw.DATA_DIR);
  const port = raw.PORT;
  const providers = Object.fromEntries(
    PROVIDERS.flatMap((p) => {
      const clientId = raw[`${p}_CLIENT_ID`];
      const clientSecret = raw[`${p}_CLIENT_SECRET`];
      if (!clientId && !clientSecret) return [];
      if (!clientId || !clientSecret) {
        throw new ConfigError(`Invalid configuration: ${p}_CLIENT_ID and ${p}_CLIENT_SECRET must be set together`);
      }
      return [[p.toLowerCase(), { clientId, clientSecret }]];
    }),
  ) as Partial<Record<Provider, { clientId: string; clientSecret: string }>>;
  return {
    env: raw.NODE_ENV,
    production,
    port,
    host: raw.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    databasePool: { max: raw.DATABASE_POOL_MAX, waitMs: raw.DATABASE_POOL_WAIT_MS },
    admission: {
      concurrency: raw.ADMISSION_CONCURRENCY ?? 2 * raw.DATABASE_POOL_MAX,
      queue: raw.ADMISSION_QUEUE,
      waitMs: raw.ADMISSION_WAIT_MS,
    },
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    sessionSecret: raw.SESSION_SECRET,
    youtube: {
      apiKey: raw.YOUTUBE_API_KEY || undefined,
      channelId: raw.YOUTUBE_CHANNEL_ID || undefined,
      apiUrl: raw.YOUTUBE_API_URL,
      thumbUrl: raw.YOUTUBE_THUMB_URL.replace(/\/+$/, ""),
      dailyQuota: raw.YOUTUBE_DAILY_QUOTA,
    },
    cdnUrl: raw.CDN_URL?.replace(/\/$/, ""),
    countryHeader: raw.COUNTRY_HEADER.toLowerCase(),
    adminIdentities: raw.ADMIN_IDENTITIES,
    managerIdentities: raw.MANAGER_IDENTITIES,
    devLogin: raw.DEV_LOGIN ?? !production,
    galleryModeration: raw.GALLERY_MODERATION,
    maintainerEmail: raw.MAINTAINER_EMAIL,
    logLevel: raw.LOG_LEVEL,
    metricsToken: raw.METRICS_TOKEN,
    storage: objectStorage(raw),
    orphanGraceMs: raw.ORPHAN_GRACE_SECONDS * 1000,
    redis: raw.REDIS_URL ? { url: raw.REDIS_URL, prefix: raw.REDIS_PREFIX } : undefined,
    pageCacheSeconds: raw.PAGE_CACHE_SECONDS,
    cdnPurge: raw.CDN_PURGE_URL
      ? {
          url: raw.CDN_PURGE_URL,
          token: raw.CDN_PURGE_TOKEN || undefined,
          style:
            raw.CDN_PURGE_STYLE ??
            (new URL(raw.CDN_PURGE_URL).hostname.endsWith("cloudflare.com")
              ? ("cloudflare" as const)
              : ("fastly" as const)),
        }
      : undefined,
    bodyIdleMs: raw.BODY_IDLE_SECONDS * 1000,
    transcodeTimeoutMs: raw.TRANSCODE_TIMEOUT_SECONDS * 1000,
    jobLeaseMs: raw.JOB_LEASE_SECONDS * 1000,
    analyticsRawDays: raw.ANALYTICS_RAW_DAYS,
    trustProxy: trustProxy(raw.TRUST_PROXY),
    providers,
  };
}

/**
 * Express's "trust proxy" value. The default believes X-Forwarded-For only from a peer on a private network (loopback,
 * link-local, RFC 1918/4193: a load balancer, ingress or compose proxy beside the app), never from a client on the
 * internet connecting directly, who could otherwise write its own address (issue 29: production trusted one hop
 * whatever was in front, so with no proxy a client chose its address for rate limits and analytics).
 */
export const DEFAULT_TRUST_PROXY = "loopback, linklocal, uniquelocal";
function trustProxy(value: string | undefined): number | string | false {
  if (value === undefined) return DEFAULT_TRUST_PROXY;
  if (value === "none") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The S3-compatible driver's settings when S3_BUCKET is set; otherwise uploads stay in DATA_DIR/media. */
function objectStorage(raw: z.infer<typeof schema>) {
  if (!raw.S3_BUCKET) return undefined;
  if (!raw.S3_ACCESS_KEY_ID !== !raw.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  return {
    bucket: raw.S3_BUCKET,
    endpoint: raw.S3_ENDPOINT?.replace(/\/$/, ""),
    region: raw.S3_REGION,
    // Without keys the SDK's default chain applies (AWS_* variables, an instance or task role).
    credentials: raw.S3_ACCESS_KEY_ID
      ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY ?? "" }
      : undefined,
    // MinIO and most self-hosted servers need path-style addressing; AWS and R2 take either.
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? !!raw.S3_ENDPOINT,
    prefix: raw.S3_PREFIX ?? "",
  };
}

export type Config = ReturnType<typeof parseConfig>;

let current: Config | undefined;

/** The configuration, parsed once from the environment on first use. */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** Tests adjust configuration through this instead of mutating process.env mid-run. */
export function setConfig(next: Config): void {
  current = next;
}

/** SESSION_SECRET, or in development a random secret generated once and kept in DATA_DIR. */
export function sessionSecret(cfg: Config = config()): string {
  if (cfg.sessionSecret) return cfg.sessionSecret;
  const file = path.join(cfg.dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
