import { eq } from "drizzle-orm";
import { db } from "../../db/client";
import { videos } from "../../db/schema";
import { contentTags } from "../content-tags";
import { onPublicContentChange } from "../public-content";

/** How long one instance trusts its answer; any change on this instance (or told through Redis) forgets them at once. */
const TRUST_MS = 10_000;
const MAX_ENTRIES = 2_000;

type Answer = { servable: boolean; at: number };
const answers = new Map<string, Answer>();
const pending = new Map<string, Promise<boolean>>();
let generation = 0;

onPublicContentChange(({ tags }) => {
  if (tags === null || tags.includes(contentTags.videos) || tags.includes(contentTags.site)) forgetVideoVisibility();
});

/** Forgets every answer: a video was published, unpublished, deleted or finished processing. */
export function forgetVideoVisibility(): void {
  generation++;
  answers.clear();
}

/**
 * Whether the files of video `id` may be served (issue 28: unpublished means unreachable): its row exists, is made for
 * kids, transcoded and published, the same rule as the watch list. `missing` says what a video without a row is: staff
 * uploads' files are gone with their row ("hidden"); the catalog's static files include the home page's loops, which
 * have no row ("servable"). One primary-key read per video per 10 s at most; concurrent requests share it.
 */
export function videoServable(id: string, missing: "hidden" | "servable"): Promise<boolean> {
  const key = `${missing}|${id}`;
  const known = answers.get(key);
  if (known && Date.now() - known.at < TRUST_MS) return Promise.resolve(known.servable);
  let lookup = pending.get(key);
  if (!lookup) {
    const startedIn = generation;
    lookup = db()
      .select({ status: videos.status, published: videos.published, madeForKids: videos.madeForKids })
      .from(videos)
      .where(eq(videos.id, id))
      .then(([row]) => {
        const servable = row ? row.status === "ready" && row.published && row.madeForKids : missing === "servable";
        // An answer read before a change landed is used by the requests that asked, never kept.
        if (startedIn === generation) {
          answers.delete(key);
          answers.set(key, { servable, at: Date.now() });
          if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
        }
        return servable;
      })
      .finally(() => pending.delete(key));
    pending.set(key, lookup);
  }
  return lookup;
}
