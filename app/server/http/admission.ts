/**
 * Admission control (issue 29, item 2): at most `concurrency` requests do database work at once, at most `queue` more
 * wait for a turn, and none waits longer than `waitMs`. A request beyond that is shed at once — 503 with Retry-After,
 * or a page's cached copy — instead of queueing for a pool connection until every client has given up (the 60 s waits
 * and 500s seen at 200 connections). Answers that need no database (static files, media, cached pages, health) never
 * come through here.
 */

/** Gives the turn back; calling it more than once does nothing. */
export type Release = () => void;

export interface AdmissionGate {
  /** A turn now if one is free (never waits): for a page that has a stale copy to fall back on. */
  tryEnter(): Release | null;
  /** A turn, waiting in the bounded queue if need be; null when shed (queue full, waited too long, or `signal` aborted). */
  enter(signal?: AbortSignal): Promise<Release | null>;
  readonly active: number;
  readonly queued: number;
  /** The longest a request waits for a turn (also the longest a page waits for another request's render of it). */
  readonly waitMs: number;
}

export interface AdmissionLimits {
  /** Requests doing database work at once. */
  concurrency: number;
  /** Requests waiting for a turn; one more is shed without waiting. */
  queue: number;
  /** How long a request may wait for a turn before it is shed. */
  waitMs: number;
}

/** Seconds a shed client is asked to wait: overload passes quickly, and a shorter wait would only add to it. */
export const SHED_RETRY_AFTER_SECONDS = 2;
export const SHED_MESSAGE = "The site is very busy right now. Please try again in a moment.";

export function createAdmissionGate(limits: AdmissionLimits, onShed: () => void = () => {}): AdmissionGate {
  let active = 0;
  const waiting: { admit: () => void }[] = [];

  const turn = (): Release => {
    active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active--;
      waiting.shift()?.admit();
    };
  };

  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    waitMs: limits.waitMs,
    tryEnter() {
      return active < limits.concurrency && waiting.length === 0 ? turn() : null;
    },
    enter(signal) {
      if (signal?.aborted) return Promise.resolve(null);
      if (active < limits.concurrency && waiting.length === 0) return Promise.resolve(turn());
      if (waiting.length >= limits.queue) {
        onShed();
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        const waiter = {
          admit: () => {
            done();
            resolve(turn());
          },
        };
        const giveUp = (shed: boolean) => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          done();
          if (shed) onShed();
          resolve(null);
        };
        const timer = setTimeout(() => giveUp(true), limits.waitMs);
        const onAbort = () => giveUp(false);
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.push(waiter);
      });
    },
  };
}
