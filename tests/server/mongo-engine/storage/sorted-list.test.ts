import { describe, expect, it } from "vitest";
import { SortedList } from "../../../../server/mongo-engine/storage/sorted-list";

interface Item {
  key: number;
  id: number;
}

/** By key, ties in the order they came (as an index keeps equal keys by record id). */
const byKey = (a: Item, b: Item) => a.key - b.key || a.id - b.id;

/** A deterministic random source, so a failure replays. */
function randomSource(seed: number) {
  return (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
}

describe("SortedList", () => {
  it("stays in order through runs of inserts, single inserts, deletes and reads, as a sorted array would", () => {
    const random = randomSource(42);
    const list = new SortedList<Item>(byKey);
    const model: Item[] = [];
    let id = 0;
    for (let round = 0; round < 200; round++) {
      // A run of inserts with no read between them (an insert of many documents), of 1 to 3,000 items,
      // over few keys (many ties) or many.
      const run = random(4) === 0 ? 1 + random(1_500) : 1 + random(20);
      const keys = random(2) === 0 ? 10 : 100_000;
      for (let i = 0; i < run; i++) {
        const item = { key: random(keys), id: id++ };
        list.insert(item);
        model.push(item);
      }
      expect(list.size).toBe(model.length);
      for (let i = random(30); i > 0 && model.length; i--) {
        const at = random(model.length);
        expect(list.delete(model[at]!)).toBe(true);
        model[at] = model[model.length - 1]!;
        model.pop();
      }
      expect(list.delete({ key: -1, id: -1 })).toBe(false);
      if (round % 20 === 0 || round === 199) {
        model.sort(byKey);
        expect([...list.forward()]).toEqual(model);
        expect([...list.backward()]).toEqual([...model].reverse());
      }
      const probe = random(keys);
      const at = list.upperBound((item) => item.key < probe);
      expect(list.rank(at)).toBe(model.filter((item) => item.key < probe).length);
    }
  });

  it("keeps equal items in the order they were inserted when they come in one run", () => {
    const list = new SortedList<Item>((a, b) => a.key - b.key);
    list.insert({ key: 1, id: 0 });
    expect([...list.forward()].map((item) => item.id)).toEqual([0]);
    for (let id = 1; id <= 2_000; id++) list.insert({ key: id % 2, id });
    const ids = [...list.forward()].map((item) => item.id);
    const odd = ids.filter((id) => id % 2 === 1 || id === 0);
    expect(ids.slice(0, 1_000)).toEqual(Array.from({ length: 1_000 }, (_, i) => 2 * (i + 1)));
    expect(odd).toEqual([0, ...Array.from({ length: 1_000 }, (_, i) => 2 * i + 1)]);
  });
});
