/**
 * A list kept sorted by a comparator, stored as a run of chunks of at most CHUNK items (the layout of
 * Python's sortedcontainers): finding a position is two binary searches, and an insert or delete moves
 * at most one chunk's items, so building an index over 100,000 documents stays linear-ish instead of
 * the quadratic cost of splicing one flat array.
 */
const CHUNK = 512;

/** A place in the list: chunk number and offset in it. */
export interface Position {
  chunk: number;
  offset: number;
}

export class SortedList<T> {
  private chunks: T[][] = [];
  private count = 0;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  /**
   * Replaces the contents with all of `items` at once: one native sort and chunks filled to three
   * quarters (room to grow before the first split), instead of one binary search and splice per item.
   */
  load(items: T[]): void {
    items.sort(this.compare);
    this.chunks = [];
    for (let i = 0; i < items.length; i += (CHUNK * 3) / 4)
      this.chunks.push(items.slice(i, i + (CHUNK * 3) / 4));
    this.count = items.length;
  }

  get size(): number {
    return this.count;
  }

  insert(item: T): void {
    if (!this.chunks.length) {
      this.chunks.push([item]);
      this.count = 1;
      return;
    }
    const { chunk, offset } = this.upperBound((existing) => this.compare(existing, item) <= 0);
    const target = Math.min(chunk, this.chunks.length - 1);
    const items = this.chunks[target]!;
    items.splice(chunk === target ? offset : items.length, 0, item);
    this.count++;
    if (items.length > CHUNK) this.chunks.splice(target + 1, 0, items.splice(CHUNK / 2));
  }

  /** Removes the item comparing equal to `item` (the comparator must tell stored items apart). */
  delete(item: T): boolean {
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
    let before = offset;
    for (let c = 0; c < chunk && c < this.chunks.length; c++) before += this.chunks[c]!.length;
    return before;
  }

  /** Items from `from` up to (not including) `to`, or to the end. */
  *forward(from: Position = { chunk: 0, offset: 0 }, to?: Position): Generator<T> {
    const last = to ?? { chunk: this.chunks.length, offset: 0 };
    for (let c = from.chunk, o = from.offset; c < this.chunks.length && c <= last.chunk; c++, o = 0) {
      const items = this.chunks[c]!;
      const end = c === last.chunk ? last.offset : items.length;
      for (; o < end; o++) yield items[o]!;
    }
  }

  /** Items from just before `before` back to (and including) `until`, or to the start. */
  *backward(before: Position = { chunk: this.chunks.length, offset: 0 }, until?: Position): Generator<T> {
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
