import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductFilter } from "../../../../generated/server/graphql";
import type { ProductDocument } from "../../../../server/db/models";
import { CATALOGUE_PRODUCTS } from "../../../../server/seed/catalogue";
import { badInput } from "../../../support/graphql-answers";
import type { ProductNode } from "../../../support/products";
import type { TestServer } from "../../../support/test-server";
import {
  PRODUCTS_QUERY,
  binary,
  catalogueProducts,
  idsOf,
  matches,
  openSeededCatalogue,
  type Sort,
} from "./catalogue-queries";

/** The starting catalogue through GraphQL a page at a time: page sizes, every sort, cursors. */

describe("browsing the catalogue", () => {
  let shop: TestServer;
  let stored: ProductDocument[];

  const products = (variables: Record<string, unknown>) => catalogueProducts(shop, variables);

  /** Follows `endCursor` until the last page; checks the page shape on the way. */
  const walk = async (sort: Sort, pageSize: number, filter: ProductFilter = {}) => {
    const nodes: ProductNode[] = [];
    const totals = new Set<number>();
    let after: string | null = null;
    for (let pages = 0; ; pages++) {
      if (pages > 200) throw new Error("the pages never end");
      const page = await products({ sort, first: pageSize, after, filter });
      totals.add(page.totalCount);
      expect(page.edges.length).toBeLessThanOrEqual(pageSize);
      if (page.pageInfo.hasNextPage) expect(page.edges).toHaveLength(pageSize);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      nodes.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    return { nodes, totals: [...totals] };
  };

  beforeAll(async () => {
    ({ shop, stored } = await openSeededCatalogue());
  });
  afterAll(() => shop.close());

  it("opens with the 42 seeded products", () => {
    expect(stored).toHaveLength(42);
    expect(stored.map((p) => p.partNumber).sort()).toEqual(
      CATALOGUE_PRODUCTS.map((p) => p.partNumber).sort(),
    );
  });

  it("pages 20 products by default and up to 100 when asked", async () => {
    const byDefault = await products({});
    expect(byDefault.totalCount).toBe(42);
    expect(byDefault.edges).toHaveLength(20);
    expect(byDefault.pageInfo.hasNextPage).toBe(true);

    const hundred = await products({ first: 100 });
    expect(hundred.totalCount).toBe(42);
    expect(hundred.edges).toHaveLength(42);
    expect(hundred.pageInfo.hasNextPage).toBe(false);
    expect(idsOf(hundred.edges.map((e) => e.node))).toEqual(idsOf(stored));

    const one = await products({ first: 1 });
    expect(one.edges).toHaveLength(1);
    expect(one.totalCount).toBe(42);
  });

  it("refuses more than 100 a page, naming `first`", async () => {
    for (const first of [101, 1000, -1]) {
      const result = await shop.gql(PRODUCTS_QUERY, { first });
      const { fields } = badInput(result);
      expect(fields).toHaveLength(1);
      expect(fields[0]!.field).toBe("first");
      expect(result.data?.products ?? null).toBeNull();
    }
    // The same as an inline argument, the way the explorer sends it.
    const inline = await shop.gql("{ products(first: 101) { totalCount } }");
    expect(badInput(inline).fields.map((f) => f.field)).toEqual(["first"]);
  });

  const ORDERINGS: Record<Sort, (a: ProductDocument, b: ProductDocument) => number> = {
    NEWEST: (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    PRICE_ASC: (a, b) => a.price - b.price,
    PRICE_DESC: (a, b) => b.price - a.price,
    NAME_ASC: (a, b) => binary(a.name, b.name),
    NAME_DESC: (a, b) => binary(b.name, a.name),
    PART_NUMBER_ASC: (a, b) => binary(a.partNumber, b.partNumber),
    PART_NUMBER_DESC: (a, b) => binary(b.partNumber, a.partNumber),
    STOCK_ASC: (a, b) => a.availableQuantity - b.availableQuantity,
    STOCK_DESC: (a, b) => b.availableQuantity - a.availableQuantity,
  };

  /** What each sort orders by, as the client sees it (ties may come in either order). */
  const sortValue = (
    sort: Sort,
    node: Pick<ProductDocument, "name" | "price" | "partNumber" | "availableQuantity"> & {
      createdAt: string | Date;
    },
  ) =>
    sort.startsWith("PRICE")
      ? node.price
      : sort.startsWith("NAME")
        ? node.name
        : sort.startsWith("PART_NUMBER")
          ? node.partNumber
          : sort.startsWith("STOCK")
            ? node.availableQuantity
            : new Date(node.createdAt).toISOString();

  for (const sort of Object.keys(ORDERINGS) as Sort[]) {
    it(`walks every product exactly once, in ${sort} order, with any page size`, async () => {
      const expected = [...stored].sort(ORDERINGS[sort]);
      for (const pageSize of [1, 7, 20, 42, 100]) {
        const { nodes, totals } = await walk(sort, pageSize);
        expect(totals).toEqual([42]);
        expect(nodes).toHaveLength(42);
        expect(new Set(nodes.map((n) => n.id)).size).toBe(42);
        expect(idsOf(nodes)).toEqual(idsOf(stored));
        expect(nodes.map((n) => sortValue(sort, n))).toEqual(expected.map((p) => sortValue(sort, p)));
      }
    });
  }

  it("orders price ties the same way on every page size", async () => {
    // The seed has two products at 19.99 and two at 21.99: the cursor must step past ties, not skip them.
    const single = (await walk("PRICE_ASC", 1)).nodes.map((n) => n.id);
    const whole = (await walk("PRICE_ASC", 100)).nodes.map((n) => n.id);
    expect(single).toEqual(whole);
    const singleDesc = (await walk("PRICE_DESC", 1)).nodes.map((n) => n.id);
    expect(singleDesc).toEqual([...whole].reverse());
  });

  it("continues after any edge's cursor, not only the page's last", async () => {
    const all = await products({ sort: "NAME_ASC", first: 100 });
    const third = all.edges[2]!;
    const rest = await products({ sort: "NAME_ASC", first: 5, after: third.cursor });
    expect(rest.edges.map((e) => e.node.id)).toEqual(all.edges.slice(3, 8).map((e) => e.node.id));
    expect(rest.totalCount).toBe(42);
    // The last edge's cursor leads to an empty page.
    const end = await products({ sort: "NAME_ASC", first: 5, after: all.edges.at(-1)!.cursor });
    expect(end.edges).toEqual([]);
    expect(end.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });

  it("pages a filtered list too", async () => {
    const filter = { inStock: true };
    const expected = stored.filter((p) => matches(p, filter)).sort(ORDERINGS.PRICE_DESC);
    const { nodes, totals } = await walk("PRICE_DESC", 4, filter);
    expect(totals).toEqual([expected.length]);
    expect(idsOf(nodes)).toEqual(idsOf(expected));
    expect(nodes.map((n) => n.price)).toEqual(expected.map((p) => p.price));
  });

  it("refuses a cursor it did not make", async () => {
    const id = new ObjectId().toHexString();
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const bad = [
      "not a cursor",
      "",
      encode({ price: 1 }),
      encode([1]),
      encode([1, "not an id"]),
      encode([1, id, 3]),
      // Values that are no sort value: an operator object, a broken date, the wrong type for the sort.
      encode([{ $gt: 0 }, id]),
      encode([{ date: "yesterday" }, id]),
    ];
    for (const after of bad) {
      const result = await shop.gql(PRODUCTS_QUERY, { sort: "PRICE_ASC", first: 5, after });
      if (after === "") {
        // An empty cursor reads as "from the start".
        expect(result.errors).toBeUndefined();
        continue;
      }
      const { fields } = badInput(result);
      expect(
        fields.map((f) => f.field),
        after,
      ).toEqual(["after"]);
    }
    const nameCursor = (await products({ sort: "NAME_ASC", first: 1 })).pageInfo.endCursor!;
    const wrongSort = await shop.gql(PRODUCTS_QUERY, { sort: "PRICE_ASC", first: 5, after: nameCursor });
    expect(badInput(wrongSort).fields.map((f) => f.field)).toEqual(["after"]);
  });
});
