import { sql } from "drizzle-orm";
import { publicNameSqlDefault } from "../../shared/public-name";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ── Accounts: the shape better-auth's Drizzle adapter expects (user, session, account, verification).

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /**
     * better-auth's required name: the same key as public_name, never the provider's or a typed name (data minimisation,
     * issue 28). Never shown: public answers render public_name.
     */
    name: text("name").notNull(),
    /**
     * The public name as a key picked from the word lists (`brave-helicopter-42`, app/shared/public-name.ts), rendered
     * in the viewer's language. The database gives every new row a random one.
     */
    publicName: text("public_name").notNull().default(sql.raw(publicNameSqlDefault())),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** The provider's picture: stored by the auth library, never shown publicly. */
    image: text("image"),
    /** One of the site's own character avatars. */
    avatar: text("avatar").notNull().default("poli"),
    grade: text("grade").notNull().default("user"),
    /** `<provider>:<provider user id>` of the first sign-in, matched against ADMIN_/MANAGER_IDENTITIES. */
    identity: text("identity").unique(),
    /** Set once the welcome for a new account was shown; null means newRegistered. */
    welcomedAt: timestamp("welcomed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_grade_idx").on(t.grade), index("users_created_idx").on(t.createdAt.desc())],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
    index("accounts_user_idx").on(t.userId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

// ── Media: colorings and every other uploaded picture.

export const media = pgTable(
  "media",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    url: text("url").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "cascade" }),
    featured: integer("featured").notNull().default(0),
    filtered: integer("filtered").notNull().default(0),
    /** 0 while waiting for review when GALLERY_MODERATION=pre. */
    approved: integer("approved").notNull().default(1),
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** Content hash of the stored file (files are stored by hash, never by a user-given name). */
    hash: text("hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_public_list_idx").on(t.type, t.filtered, t.approved, t.createdAt.desc(), t.id.desc()),
    index("media_owner_idx").on(t.ownerId, t.createdAt.desc()),
    index("media_type_idx").on(t.type, t.createdAt.desc()),
    index("media_featured_idx")
      .on(t.type, t.featured)
      .where(sql`${t.featured} = 1`),
  ],
);

export const reactions = pgTable(
  "reactions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reactions_media_user_idx").on(t.mediaId, t.userId), index("reactions_user_idx").on(t.userId)],
);

/**
 * Puzzle of the day calendar (issue 31): for a date, a picture staff uploaded (a `potd` or `puzzle-picture` media item)
 * or one of the built-in scenes; exactly one of the two. A day without a row falls back to the built-in rotation.
 */
export const potdSchedule = pgTable(
  "potd_schedule",
  {
    date: date("date", { mode: "string" }).primaryKey(),
    mediaId: integer("media_id").references(() => media.id, { onDelete: "cascade" }),
    sceneKey: text("scene_key"),
  },
  (t) => [check("potd_schedule_one_picture", sql`(${t.mediaId} is null) <> (${t.sceneKey} is null)`)],
);

/**
 * Pictures staff add without a deploy (issue 31): a coloring page or a puzzle picture, published on /play and in the
 * pickers at once. The picture's files are its media row's (type `coloring-page` or `puzzle-picture`, owned by the
 * uploader); deleting that row deletes this one. Public key: `media-<mediaId>`.
 */
export const staffPictures = pgTable(
  "staff_pictures",
  {
    mediaId: integer("media_id")
      .primaryKey()
      .references(() => media.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"coloring" | "puzzle">().notNull(),
    /** The title in each of the 8 locales. */
    titles: jsonb("titles").$type<Record<string, string>>().notNull(),
    /** A coloring page's precomputed line layer and regions (a storage URL, as the built-in pages' region files). */
    regionUrl: text("region_url"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_pictures_kind_idx").on(t.kind, t.createdAt.desc())],
);

// ── Staff-managed content.

export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Event page key: /poliworld/event/:keyid */
    keyid: text("keyid").notNull().unique(),
    /** A country code or `*`. */
    region: text("region").notNull().default("*"),
    /** A locale or `*`. */
    channel: text("channel").notNull().default("*"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    targetUrl: text("target_url").notNull().default(""),
    bannerUrl: text("banner_url").notNull().default(""),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    activated: boolean("activated").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("campaigns_active_idx").on(t.activated, t.startDate, t.endDate),
    index("campaigns_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const seoEntries = pgTable(
  "seo_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    path: text("path").notNull(),
    /** A locale or `*`. */
    locale: text("locale").notNull().default("*"),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    image: text("image").notNull().default(""),
    noindex: boolean("noindex").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("seo_path_locale_idx").on(t.path, t.locale)],
);

export const activityLogs = pgTable(
  "activity_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept so the log still names the actor after their account is deleted. */
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    summary: jsonb("summary").$type<{ before?: unknown; after?: unknown }>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("logs_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("logs_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("logs_action_idx").on(t.action, t.createdAt.desc()),
  ],
);

// ── Catalog and analytics.

/** The embedded video catalog used when no YouTube API key is configured. */
export const videos = pgTable(
  "videos",
  {
    id: text("id").primaryKey(),
    titles: jsonb("titles").$type<Record<string, string>>().notNull(),
    descriptions: jsonb("descriptions").$type<Record<string, string>>().notNull().default({}),
    thumbnailUrl: text("thumbnail_url").notNull(),
    videoUrl: text("video_url").notNull().default(""),
    /** The 360p progressive MP4 beside the HLS (issue 32), for browsers without HLS; "" where there is none. */
    fallbackUrl: text("fallback_url").notNull().default(""),
    channelId: text("channel_id").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    viewCount: integer("view_count").notNull().default(0),
    rating: real("rating").notNull().default(0),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    madeForKids: boolean("made_for_kids").notNull().default(true),
    /** The series it belongs to (a content/seasons key), or "" for none. */
    seriesKey: text("series_key").notNull().default(""),
    /** Locales with a WebVTT caption track at `<dir of videoUrl>/captions/<locale>.vtt`. */
    captionLocales: jsonb("caption_locales").$type<string[]>().notNull().default([]),
    /** processing (a transcoding job is running), ready, failed. Only ready and published rows are public. */
    status: text("status").$type<"processing" | "ready" | "failed">().notNull().default("ready"),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("videos_published_idx").on(t.publishedAt.desc()),
    index("videos_views_idx").on(t.viewCount.desc()),
    index("videos_rating_idx").on(t.rating.desc()),
  ],
);

/** First-party, cookie-less analytics: no user id, no IP address. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    country: text("country").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_created_idx").on(t.createdAt), index("analytics_kind_idx").on(t.kind, t.createdAt)],
);

/**
 * Analytics rolled up per UTC day (issue 29): how many of each (kind, name, path, locale) a day had. Written for a
 * finished day by the roll-up job (jobs/analytics-rollup.ts); the raw rows above are then kept ANALYTICS_RAW_DAYS only.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.name, t.path, t.locale] })],
);

/** The days analytics_daily holds (a day without events too), so the dashboard knows where raw rows take over. */
export const analyticsRolledDays = pgTable("analytics_rolled_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: createdAt(),
});

// ── Background jobs (DESIGN §1): one small table claimed with `FOR UPDATE SKIP LOCKED`, the same on PGlite and PostgreSQL.

/**
 * A durable job. `queued` → `running` (leased by one worker until `leaseUntil`) → `done` or `failed`. A running job whose
 * lease expired (its worker died) is claimed again while `attempts < maxAttempts`, else marked failed.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<"queued" | "running" | "done" | "failed">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    /** Not claimed before this time (retry back-off). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** The claiming worker and how long its claim holds without a heartbeat. */
    lockedBy: text("locked_by"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** 0…1 while running. */
    progress: real("progress").notNull().default(0),
    error: text("error").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("jobs_claim_idx").on(t.status, t.runAt), index("jobs_kind_idx").on(t.kind, t.createdAt.desc())],
);

// ── My pictures shelf and the sticker book (issue 31): one child's own work, never shown to anyone else.

/** A picture on a signed-in child's shelf: a coloring page (half-done or finished) or a finished puzzle. */
export const shelfItems = pgTable(
  "shelf_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `coloring:<page>` or `puzzle:<picture>:<pieces>` (app/shared/shelf.ts shelfItemId). */
    itemId: text("item_id").notNull(),
    kind: text("kind").notNull(),
    pageKey: text("page_key").notNull(),
    pieces: integer("pieces"),
    status: text("status").notNull(),
    /** The thumbnail as re-encoded by the server (a WebP data: URL, at most 160 px a side). */
    thumbnail: text("thumbnail").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index("shelf_items_user_updated_idx").on(t.userId, t.updatedAt),
  ],
);

/**
 * The drawing of a coloring on a signed-in child's shelf (app/shared/shelf.ts ShelfDrawing): its two paint layers as
 * lossless WebP re-encoded by the server, and its stickers. It leaves with its shelf item.
 */
export const shelfDrawings = pgTable(
  "shelf_drawings",
  {
    userId: text("user_id").notNull(),
    itemId: text("item_id").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The fill layer as a `data:image/webp;base64,` URL; null when nothing is filled. */
    fills: text("fills"),
    /** The brush layer, likewise. */
    strokes: text("strokes"),
    stickers: jsonb("stickers").$type<{ id: number; name: string; x: number; y: number; size: number }[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    foreignKey({ columns: [t.userId, t.itemId], foreignColumns: [shelfItems.userId, shelfItems.itemId] }).onDelete(
      "cascade",
    ),
  ],
);

/** A reward sticker a child earned (app/shared/shelf.ts REWARD_STICKERS), once each. */
export const earnedStickers = pgTable(
  "earned_stickers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sticker: text("sticker").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sticker] })],
);

/** A day (the child's own calendar) on which the puzzle of the day was finished: counted, never a streak. */
export const potdDays = pgTable(
  "potd_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
