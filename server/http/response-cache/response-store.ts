/** One stored answer: its bytes as executed, compressed forms made on first demand, and what it shows. */
export interface StoredResponse {
  contentType: string;
  /**
   * The answer's text, as a string: Fastify sends a string as it is in any realm (see sendStored on
   * Buffers).
   */
  body: string;
  /** The body's length in bytes, measured once. */
  bodyBytes: number;
  etag: string;
  /** What the answer shows (`products`, `product:<id>`, ...): a change to any of them drops it. */
  tags: readonly string[];
  /** Compressed copies by encoding, made once when a client first asks for one. */
  encoded: Map<string, Buffer>;
  expiresAt: number;
}

interface Entry {
  key: string;
  response: StoredResponse;
  bytes: number;
}

/**
 * A bounded map from request keys to answers. Least recently used answers go first once the bytes held
 * (bodies and their compressed copies) pass `maxBytes`; an answer older than `ttlMs` is never served, the
 * bound on how stale it can be when another instance changed what it shows. `drop(tag)` removes every
 * answer showing that tag, so a write here is seen at once.
 */
export class ResponseStore {
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;

  constructor(private readonly options: { maxBytes: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  get(key: string): StoredResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.response.expiresAt <= this.now()) {
      this.remove(entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.response;
  }

  set(key: string, answer: Omit<StoredResponse, "encoded" | "expiresAt" | "bodyBytes">): StoredResponse {
    const existing = this.entries.get(key);
    if (existing) this.remove(existing);
    const bodyBytes = Buffer.byteLength(answer.body);
    const response: StoredResponse = {
      ...answer,
      bodyBytes,
      encoded: new Map(),
      expiresAt: this.now() + this.options.ttlMs,
    };
    const entry: Entry = { key, response, bytes: bodyBytes + key.length };
    // An answer bigger than the whole store would only push everything else out and then go itself.
    if (entry.bytes > this.options.maxBytes) return response;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const tag of answer.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
    return response;
  }

  /** Keeps a compressed copy of a stored answer, counted in the bound like the body. */
  addEncoding(key: string, encoding: string, bytes: Buffer): void {
    const entry = this.entries.get(key);
    if (!entry || entry.response.encoded.has(encoding)) return;
    entry.response.encoded.set(encoding, bytes);
    entry.bytes += bytes.length;
    this.bytes += bytes.length;
    this.evict();
  }

  /** Forgets every answer that shows `tag`. */
  drop(tag: string): void {
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) {
      const entry = this.entries.get(key);
      if (entry) this.remove(entry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.bytes = 0;
  }

  private evict(): void {
    for (const entry of this.entries.values()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(entry);
    }
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
    for (const tag of entry.response.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(entry.key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
