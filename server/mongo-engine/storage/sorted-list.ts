/**
 * A list kept sorted by a comparator, stored as a run of chunks of at most CHUNK items (the layout of
 * Python's sortedcontainers): finding a position is two binary searches, and an insert or delete moves
 * at most one chunk's items, so building an index over 100,000 documents stays linear-ish instead of
 * the quadratic cost of splicing one flat array.
 *
 * Inserts wait in a pending run until the list is next read: an insert of 1,000 parts adds 18,000 keys
 * to the vehicle index without a read between them, and those are sorted once and merged chunk by
 * chunk, instead of each paying a binary search through 1.8 million keys scattered in memory (the
 * merge made bulk inserts several times faster; see the engine's README).
 */
const CHUNK = 512;
/** How full a chunk is left when items are laid out at once: room to grow before it splits. */
const FILL = (CHUNK * 3) / 4;

/** A place in the list: chunk number and offset in it. */
export interface Position {
  chunk: number;
  offset: number;
}

export class SortedList<T> {
  private chunks: T[][] = [];
  private count = 0;
  /** Inserted, not yet placed: every read places them first (settle). */
  private pending: T[] = [];

  constructor(private readonly compare: (a: T, b: T) => number) {}

  /**
   * Replaces the contents with all of `items` at once: one native sort and chunks filled to three
   * quarters (room to grow before the first split), instead of one binary search and splice per item.
   */
  load(items: T[]): void {
    items.sort(this.compare);
    this.chunks = [];
    this.pending = [];
    for (let i = 0; i < items.length; i += FILL) this.chunks.push(items.slice(i, i + FILL));
    this.count = items.length;
  }

  get size(): number {
    return this.count;
  }

  insert(item: T): void {
    this.pending.push(item);
    this.count++;
  }

  /** Places the pending inserts: one alone by binary search, more sorted and merged into their chunks. */
  private settle(): void {
    const pending = this.pending;
    if (!pending.length) return;
    this.pending = [];
    if (pending.length === 1) return this.place(pending[0]!);
    pending.sort(this.compare);
    if (!this.chunks.length) this.chunks.push([]);
    for (let i = 0, c = 0; i < pending.length;) {
      // The chunk of pending[i]: the first whose last item comes after it, or the last chunk.
      c = this.chunkAfter(pending[i]!, c);
      const chunk = this.chunks[c]!;
      let end = pending.length;
      if (c < this.chunks.length - 1) {
        const last = chunk[chunk.length - 1]!;
        end = i + 1;
        while (end < pending.length && this.compare(last, pending[end]!) > 0) end++;
      }
      const merged = this.merge(chunk, pending, i, end);
      const pieces = Math.ceil(merged.length / CHUNK);
      if (pieces === 1) this.chunks[c] = merged;
      else {
        const size = Math.ceil(merged.length / Math.ceil(merged.length / FILL));
        const split: T[][] = [];
        for (let at = 0; at < merged.length; at += size) split.push(merged.slice(at, at + size));
        this.chunks.splice(c, 1, ...split);
        c += split.length - 1;
      }
      i = end;
    }
  }

  /** The first chunk from `from` on whose last item comes after `item`; the last chunk if none does. */
  private chunkAfter(item: T, from: number): number {
    let low = from;
    let high = this.chunks.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      const chunk = this.chunks[middle]!;
      if (this.compare(chunk[chunk.length - 1]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** `chunk` with `items[from..to)` merged in, each after the items it compares equal to. */
  private merge(chunk: T[], items: T[], from: number, to: number): T[] {
    const merged: T[] = [];
    let k = 0;
    for (let i = from; i < to; i++) {
      while (k < chunk.length && this.compare(chunk[k]!, items[i]!) <= 0) merged.push(chunk[k++]!);
      merged.push(items[i]!);
    }
    while (k < chunk.length) merged.push(chunk[k++]!);
    return merged;
  }

  /** One item placed by binary search, after the items it compares equal to. */
  private place(item: T): void {
    if (!this.chunks.length) {
      this.chunks.push([item]);
      return;
    }
    const { chunk, offset } = this.upperBound((existing) => this.compare(existing, item) <= 0);
    const target = Math.min(chunk, this.chunks.length - 1);
    const items = this.chunks[target]!;
    items.splice(chunk === target ? offset : items.length, 0, item);
    if (items.length > CHUNK) this.chunks.splice(target + 1, 0, items.splice(CHUNK / 2));
  }

  /** Removes the item comparing equal to `item` (the comparator must tell stored items apart). */
  delete(item: T): boolean {
    this.settle();
    const { chunk, offset } = this.upperBound((existing) => this.compare(existing, item) < 0);
    const items = this.chunks[chunk];
    if (!items || offset >= items.length || this.compare(items[offset]!, item) !== 0) return false;
    items.splice(offset, 1);
    this.count--;
    if (!items.length) this.chunks.splice(chunk, 1);
    return true;
  }

  /**
   * The first position whose item does not satisfy `before`, which must hold for a prefix of the list
   * (every item before some point, none after it). Past the end: `{chunk: chunks.length, offset: 0}`.
   */
  upperBound(before: (item: T) => boolean): Position {
    this.settle();
    let low = 0;
    let high = this.chunks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const chunk = this.chunks[middle]!;
      if (before(chunk[chunk.length - 1]!)) low = middle + 1;
      else high = middle;
    }
    if (low === this.chunks.length) return { chunk: low, offset: 0 };
    const items = this.chunks[low]!;
    let start = 0;
    let end = items.length;
    while (start < end) {
      const middle = (start + end) >> 1;
      if (before(items[middle]!)) start = middle + 1;
      else end = middle;
    }
    return { chunk: low, offset: start };
  }

  /** How many items come before a position. */
  rank({ chunk, offset }: Position): number {
    this.settle();
    let before = offset;
    for (let c = 0; c < chunk && c < this.chunks.length; c++) before += this.chunks[c]!.length;
    return before;
  }

  /** Items from `from` up to (not including) `to`, or to the end. */
  *forward(from: Position = { chunk: 0, offset: 0 }, to?: Position): Generator<T> {
    this.settle();
    const last = to ?? { chunk: this.chunks.length, offset: 0 };
    for (let c = from.chunk, o = from.offset; c < this.chunks.length && c <= last.chunk; c++, o = 0) {
      const items = this.chunks[c]!;
      const end = c === last.chunk ? last.offset : items.length;
      for (; o < end; o++) yield items[o]!;
    }
  }

  /** Items from just before `before` back to (and including) `until`, or to the start. */
  *backward(before?: Position, until?: Position): Generator<T> {
    this.settle();
    before ??= { chunk: this.chunks.length, offset: 0 };
    const first = until ?? { chunk: 0, offset: 0 };
    let c = before.chunk;
    let o = before.offset - 1;
    if (o < 0) {
      c--;
      o = (this.chunks[c]?.length ?? 0) - 1;
    }
    for (; c >= first.chunk; c--, o = (this.chunks[c]?.length ?? 0) - 1) {
      const items = this.chunks[c]!;
      const end = c === first.chunk ? first.offset : 0;
      for (; o >= end; o--) yield items[o]!;
    }
  }
}
