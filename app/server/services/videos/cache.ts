export interface TtlCacheOptions<V> {
  /** How long an answer is served without asking upstream. */
  ttlMs: number;
  /** How much longer an expired answer may stand in when upstream fails (quota, outage). */
  staleMs: number;
  /** At most this many keys; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
  /**
   * A store shared by every instance (Redis, see redis/entries.ts): read and written first, so one instance's answer
   * serves all. While it fails, this process's memory answers, as without one.
   */
  shared?: EntryStore<V>;
}

export interface Entry<V> {
  value: V;
  storedAt: number;
}

export interface EntryStore<V> {
  read(key: string): Promise<Entry<V> | undefined>;
  write(key: string, entry: Entry<V>, keepMs: number): Promise<void>;
}

/**
 * A small cache keyed by request (in memory, or shared through `shared`): fresh answers are reused, concurrent misses
 * for one key share a single upstream call, failures are not cached, and a recently expired answer is served if
 * upstream fails.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inflight = new Map<string, Promise<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const local = this.entries.get(key);
    if (!this.options.shared && local && this.now() - local.storedAt < this.options.ttlMs) {
      this.touch(key, local);
      return local.value;
    }
    const promise = this.resolve(key, load).finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private async resolve(key: string, load: () => Promise<V>): Promise<V> {
    const entry = await this.lookup(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.ttlMs) return entry.value;
    let value: V;
    try {
      value = await load();
    } catch (error) {
      if (entry && age < this.options.ttlMs + this.options.staleMs) return entry.value;
      throw error;
    }
    const stored = { value, storedAt: this.now() };
    this.store(key, stored);
    await this.options.shared?.write(key, stored, this.options.ttlMs + this.options.staleMs).catch(() => {});
    return value;
  }

  private async lookup(key: string): Promise<Entry<V> | undefined> {
    const local = this.entries.get(key);
    if (this.options.shared) {
      try {
        return await this.options.shared.read(key);
      } catch {
        // The shared store is down: this process's copy stands in.
      }
    }
    if (local) this.touch(key, local);
    return local;
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

  private store(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
