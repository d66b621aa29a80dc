import { describe, expect, it } from "vitest";
import {
  CATALOGUE_COPY_TTL_MS,
  CatalogueChanges,
} from "../../../../server/services/catalogue/catalogue-changes";
import { CatalogueMemo } from "../../../../server/services/catalogue/catalogue-memo";

/** Kept totals over a counter standing in for the database: each count answers how many counts ran so far. */
function setup() {
  const changes = new CatalogueChanges();
  let time = 0;
  const totals = new CatalogueMemo<number>(changes, 3, () => time);
  let counts = 0;
  const count = () => Promise.resolve(++counts);
  return {
    changes,
    totals,
    count,
    get counts() {
      return counts;
    },
    advance: (ms: number) => (time += ms),
  };
}

describe("the catalogue memo", () => {
  it("counts a filter once and answers again from what it kept", async () => {
    const t = setup();
    expect(await t.totals.get("brakes", false, t.count)).toBe(1);
    expect(await t.totals.get("brakes", false, t.count)).toBe(1);
    expect(await t.totals.get("filters", false, t.count)).toBe(2);
    expect(t.counts).toBe(2);
  });

  it("shares one count between requests that arrive while it runs", async () => {
    const t = setup();
    const [a, b] = await Promise.all([
      t.totals.get("brakes", false, t.count),
      t.totals.get("brakes", false, t.count),
    ]);
    expect([a, b, t.counts]).toEqual([1, 1, 1]);
  });

  it("counts again once the TTL has passed, so other instances' writes show", async () => {
    const t = setup();
    await t.totals.get("brakes", false, t.count);
    t.advance(CATALOGUE_COPY_TTL_MS - 1);
    expect(await t.totals.get("brakes", false, t.count)).toBe(1);
    t.advance(1);
    expect(await t.totals.get("brakes", false, t.count)).toBe(2);
  });

  it("drops every total when a product changes, and only in-stock totals when stock moves", async () => {
    const t = setup();
    await t.totals.get("brakes", false, t.count);
    await t.totals.get("brakes in stock", true, t.count);
    t.changes.publish({ kind: "stock", productId: "p1" });
    expect(await t.totals.get("brakes", false, t.count)).toBe(1);
    expect(await t.totals.get("brakes in stock", true, t.count)).toBe(3);
    t.changes.publish({ kind: "review", productId: null });
    expect(await t.totals.get("brakes in stock", true, t.count)).toBe(3);
    t.changes.publish({ kind: "product", productId: "p1" });
    expect(await t.totals.get("brakes", false, t.count)).toBe(4);
    expect(await t.totals.get("brakes in stock", true, t.count)).toBe(5);
  });

  it("does not keep a count that started before a change", async () => {
    const t = setup();
    let finish!: (n: number) => void;
    const before = t.totals.get("brakes", false, () => new Promise((resolve) => (finish = resolve)));
    t.changes.publish({ kind: "product", productId: "p1" });
    finish(10);
    expect(await before).toBe(10);
    expect(await t.totals.get("brakes", false, t.count)).toBe(1);
  });

  it("keeps at most its capacity, dropping the oldest first", async () => {
    const t = setup();
    for (const key of ["a", "b", "c", "d"]) await t.totals.get(key, false, t.count);
    expect(await t.totals.get("d", false, t.count)).toBe(4);
    expect(await t.totals.get("b", false, t.count)).toBe(2);
    expect(await t.totals.get("a", false, t.count)).toBe(5);
  });

  it("does not keep a failed count", async () => {
    const t = setup();
    await expect(t.totals.get("brakes", false, () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await t.totals.get("brakes", false, t.count)).toBe(1);
  });
});
