export interface TtlCacheOptions {
  /** How long an answer is served without asking upstream. */
  ttlMs: number;
  /** How much longer an expired answer may stand in when upstream fails (quota, outage). */
  staleMs: number;
  /** At most this many keys; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * A small in-memory cache keyed by request: fresh answers are reused, concurrent misses for one key share a
 * single upstream call, failures are not cached, and a recently expired answer is served if upstream fails.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inflight = new Map<string, Promise<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.ttlMs) {
      this.touch(key, entry);
      return entry.value;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.store(key, value);
        return value;
      })
      .catch((error: unknown) => {
        if (entry && age < this.options.ttlMs + this.options.staleMs) return entry.value;
        throw error;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private touch(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
