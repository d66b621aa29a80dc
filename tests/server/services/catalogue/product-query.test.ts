import { AuditLog } from "../../../../server/services/audit/audit-log";
import { WebhooksService } from "../../../../server/services/webhooks/webhooks.service";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ObjectId, type Db, type Document } from "mongodb";
import type { ProductFilter, ProductSort } from "../../../../generated/server/graphql";
import { ensureIndexes } from "../../../../server/db/indexes";
import type { FitmentDocument, ProductDocument } from "../../../../server/db/models";
import { CatalogueChanges } from "../../../../server/services/catalogue/catalogue-changes";
import { CatalogueFacets } from "../../../../server/services/catalogue/catalogue-facets";
import { LowStock } from "../../../../server/services/catalogue/low-stock";
import { productQuery } from "../../../../server/services/catalogue/product-query";
import { ProductsService } from "../../../../server/services/catalogue/products.service";
import { numberKeysOf } from "../../../../server/db/number-keys";
import { fitmentKeysOf } from "../../../../server/db/vehicle-keys";
import { executionStats, planStages, stagesOf } from "../../mongo-engine/conformance/support";
import { openTestDatabase, type TestDatabase } from "../../../support/test-database";
import { adminContext } from "../../../support/users";

/**
 * The catalogue's queries as the indexes answer them: the right parts, and read the way a page of a
 * big catalogue must be read (through an index in sort order, stopping after one page; counts from
 * index keys), asserted with explain as it would be against a real mongod.
 */

const PARTS = 3_000;
const CATEGORIES = ["Brakes", "Filters", "Ignition", "Lighting", "Suspension", "Cooling"];
const VEHICLES = [
  ["Toyota", "Corolla"],
  ["Toyota", "Camry"],
  ["Honda", "Civic"],
  ["Ford", "F-150"],
  ["BMW", "3 Series"],
  ["Volkswagen", "Golf"],
];
const WORDS = ["ceramic", "rotor", "filter", "plug", "bulb", "strut", "radiator", "sensor"];

/**
 * A deterministic catalogue: one part in ten universal, one in ten with no fitment data yet, the rest
 * fitting one to three vehicles.
 */
function catalogue(): ProductDocument[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: PARTS }, (_, i) => {
    const universal = i % 10 === 0;
    const fitments: FitmentDocument[] =
      universal || i % 10 === 5
        ? []
        : Array.from({ length: 1 + (i % 3) }, (__, f) => {
            const [make, model] = VEHICLES[(i + f * 7) % VEHICLES.length]!;
            const yearFrom = 2005 + ((i + f) % 12);
            return { make: make!, model: model!, yearFrom, yearTo: yearFrom + (i % 6) };
          });
    const word = WORDS[i % WORDS.length]!;
    const part = {
      _id: ObjectId.createFromTime(start / 1000 + i),
      name: `${word} part ${i}`,
      description: `A ${word} for the ${CATEGORIES[i % CATEGORIES.length]} system.`,
      price: 5 + ((i * 37) % 500),
      minimumOrderQuantity: 1,
      availableQuantity: i % 4 === 0 ? 0 : 10,
      picture: "/assets/placeholder-part.svg",
      partNumber: `TP-${String(i).padStart(5, "0")}`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      universal,
      fitments,
      ...fitmentKeysOf({ fitments, universal }),
      createdAt: new Date(start + (i % 997) * 60_000),
      updatedAt: new Date(start),
    };
    // One part in a hundred replaces an OE number and has another brand's number too.
    const numbers =
      i % 100 === 7
        ? { oeNumbers: [`04465-${String(i).padStart(5, "0")}`], interchangeNumbers: [`D${1000 + i}X`] }
        : {};
    return { ...part, ...numbers, numberKeys: numberKeysOf({ ...part, ...numbers }) };
  });
}

const fits = (product: ProductDocument, make: string, model: string, year: number) =>
  product.universal ||
  product.fitments.some(
    (f) =>
      f.make.toLowerCase() === make.toLowerCase() &&
      f.model.toLowerCase() === model.toLowerCase() &&
      f.yearFrom <= year &&
      year <= f.yearTo,
  );

/** The catalogue in a sort's order, as the shop pages it (the sort value, then `_id`, both one way). */
function sorted(
  products: ProductDocument[],
  key: "createdAt" | "price" | "name" | "partNumber",
  direction: 1 | -1,
) {
  const value = (p: ProductDocument) => (key === "createdAt" ? p.createdAt.getTime() : p[key]);
  return [...products].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = x < y ? -1 : x > y ? 1 : a._id.toHexString().localeCompare(b._id.toHexString());
    return order * direction;
  });
}

const ADMIN = adminContext();
/** The catalogue's parts hold 0 or 10: with this default, the sold-out quarter is low. */
const LOW_STOCK_DEFAULT = 5;
let tdb: TestDatabase;
let db: Db;
let stored: ProductDocument[];
let service: ProductsService;
let facets: CatalogueFacets;
let lowStock: LowStock;

beforeAll(async () => {
  tdb = await openTestDatabase();
  db = tdb.client.db(`catalogue_${randomBytes(4).toString("hex")}`);
  stored = catalogue();
  await db.collection<ProductDocument>("products").insertMany(stored);
  await ensureIndexes(db);
  const changes = new CatalogueChanges();
  facets = new CatalogueFacets(db, changes);
  lowStock = new LowStock(db, LOW_STOCK_DEFAULT);
  service = new ProductsService(
    db,
    facets,
    changes,
    lowStock,
    new AuditLog(db),
    new WebhooksService(db, false),
  );
});

afterAll(async () => {
  await db?.dropDatabase();
  await tdb?.close();
});

/** Every page of a listing, following the cursors, with the total each page reported. */
async function everyPage(filter: ProductFilter, sort?: ProductSort) {
  const names: string[] = [];
  const totals = new Set<number>();
  let after: string | undefined;
  for (;;) {
    const page = await service.list({ filter, sort, first: 100, after });
    names.push(...page.items.map((p) => p.name));
    totals.add(page.totalCount);
    if (!page.hasNextPage) return { names, totals: [...totals] };
    after = page.cursorOf(page.items.at(-1)!);
  }
}

/** How the page query of a filter and sort is read: the plan's stages and what it examined. */
async function pagePlan(filter: ProductFilter, sort?: ProductSort) {
  const { filter: query, order } = await productQuery(
    filter,
    sort,
    facets,
    lowStock,
    service.someoneNumbered,
  );
  if (order.by !== "field") throw new Error("a relevance page has no field sort");
  const explain = await db
    .collection<ProductDocument>("products")
    .find(query, order.hint ? { hint: order.hint } : {})
    .sort({ [order.key]: order.direction, _id: order.direction })
    .limit(21)
    .explain("executionStats");
  const scans = stagesOf(explain.queryPlanner.winningPlan).filter((stage) => stage.stage === "IXSCAN");
  return {
    stages: planStages(explain),
    indexes: scans.map((s) => s.indexName),
    stats: executionStats(explain),
  };
}

async function countPlans(filter: ProductFilter): Promise<string[][]> {
  const { counts } = await productQuery(filter, undefined, facets, lowStock, service.someoneNumbered);
  return Promise.all(
    [...counts.added, ...counts.taken].map(async (query: Document) =>
      planStages(
        await db.command({
          explain: { count: "products", query },
          verbosity: "executionStats",
        }),
      ),
    ),
  );
}

describe("catalogue pages", () => {
  it("list a vehicle's parts, universal ones included, newest first, over every page", async () => {
    const wanted = stored.filter((p) => fits(p, "toyota", "COROLLA", 2012));
    const { names, totals } = await everyPage({ make: "toyota", model: "COROLLA", year: 2012 });
    expect(names).toEqual(sorted(wanted, "createdAt", -1).map((p) => p.name));
    expect(totals).toEqual([wanted.length]);
    expect(wanted.some((p) => p.universal) && wanted.some((p) => p.fitments.length > 0)).toBe(true);
    // Parts with no fitment data are in the catalogue, and found for no vehicle.
    const unlisted = stored.filter((p) => !p.universal && p.fitments.length === 0);
    expect(unlisted.length).toBeGreaterThan(0);
    expect(wanted.filter((p) => unlisted.includes(p))).toEqual([]);
  });

  it("read a vehicle's newest parts from its own keys in date order: the page's parts and no others", async () => {
    const { stages, indexes, stats } = await pagePlan(
      { make: "toyota", model: "COROLLA", year: 2012 },
      "NEWEST",
    );
    expect(stages).toContain("SORT_MERGE");
    expect(indexes).toEqual(["catalogue_vehicle_by_createdAt", "catalogue_vehicle_by_createdAt"]);
    expect(stats.nReturned).toBe(21);
    expect(stats.totalDocsExamined).toBe(21);
  });

  it("list a category in any spelling, by price, over every page", async () => {
    const wanted = stored.filter((p) => p.category === "Brakes" && p.availableQuantity > 0);
    const { names, totals } = await everyPage({ category: "brakes", inStock: true }, "PRICE_DESC");
    expect(names).toEqual(sorted(wanted, "price", -1).map((p) => p.name));
    expect(totals).toEqual([wanted.length]);
  });

  it("walk the sort's index and stop after one page, whatever the filter", async () => {
    const vehicle = { make: "Honda", model: "Civic", year: 2010 };
    for (const [filter, sort, index] of [
      [{}, "NEWEST", "catalogue_by_createdAt"],
      [{}, "NAME_ASC", "catalogue_by_name"],
      [vehicle, "NEWEST", "catalogue_vehicle_by_createdAt"],
      [vehicle, "PRICE_ASC", "catalogue_by_price"],
      [{ category: "Filters" }, "NEWEST", "catalogue_category_by_createdAt"],
      [{ ...vehicle, category: "Brakes", inStock: true }, "PRICE_DESC", "catalogue_category_by_price"],
      [{}, "PART_NUMBER_DESC", "catalogue_by_partNumber"],
      [{}, "STOCK_ASC", "catalogue_by_availableQuantity"],
      [{ category: "Filters" }, "STOCK_DESC", "catalogue_category_by_availableQuantity"],
    ] as const) {
      const { stages, indexes, stats } = await pagePlan(filter, sort);
      const where = JSON.stringify({ filter, sort });
      // A vehicle's newest parts: one scan of its index per key (its spelling and UNIVERSAL), merged.
      expect([...new Set(indexes)], where).toEqual([index]);
      expect(stages, where).not.toContain("SORT");
      expect(stages, where).not.toContain("COLLSCAN");
      expect(stats.nReturned, where).toBe(21);
      // A page of 21, where one part in ten fits every vehicle: never more than a few hundred read.
      expect(stats.totalDocsExamined, where).toBeLessThan(PARTS / 5);
    }
  });

  it("start a later page at the cursor instead of walking the pages before it", async () => {
    const first = await service.list({ filter: {}, sort: "PRICE_ASC", first: 20 });
    const deep = sorted(stored, "price", 1)[2_000]!;
    const { filter, order } = await productQuery({}, "PRICE_ASC", facets, lowStock, service.someoneNumbered);
    const explain = await db
      .collection<ProductDocument>("products")
      .find(
        {
          ...filter,
          price: { $gte: deep.price },
          $or: [{ price: { $gt: deep.price } }, { price: deep.price, _id: { $gt: deep._id } }],
        },
        { hint: order.by === "field" ? order.hint : undefined },
      )
      .sort({ price: 1, _id: 1 })
      .limit(21)
      .explain("executionStats");
    expect(executionStats(explain).totalKeysExamined).toBeLessThan(100);
    expect(first.items.map((p) => p.name)).toEqual(
      sorted(stored, "price", 1)
        .slice(0, 20)
        .map((p) => p.name),
    );
  });

  it("count a category, a vehicle and both from index keys alone", async () => {
    for (const filter of [
      { category: "Cooling" },
      { make: "Ford", model: "F-150", year: 2014 },
      { make: "Ford", model: "F-150", year: 2014, category: "Cooling" },
    ]) {
      const plans = await countPlans(filter);
      for (const plan of plans) expect(plan, JSON.stringify(filter)).toEqual(["COUNT", "COUNT_SCAN"]);
    }
  });
});

describe("low stock", () => {
  const products = () => db.collection<ProductDocument>("products");
  const isLow = (p: ProductDocument) => p.availableQuantity <= (p.reorderLevel ?? LOW_STOCK_DEFAULT);

  it("walks the page's sort index and stops after one page, and counts through the reorder level index", async () => {
    for (const [sort, index] of [
      ["NAME_ASC", "catalogue_by_name"],
      ["STOCK_ASC", "catalogue_by_availableQuantity"],
    ] as const) {
      const { stages, indexes, stats } = await pagePlan({ lowStock: true }, sort);
      expect(indexes, sort).toEqual([index]);
      expect(stages, sort).not.toContain("COLLSCAN");
      expect(stages, sort).not.toContain("SORT");
      expect(stats.nReturned, sort).toBe(21);
      // A quarter of the parts are low: a page of 21 reads about 84 of them, never the 750.
      expect(stats.totalDocsExamined, sort).toBeLessThan(PARTS / 10);
    }
    const plans = await countPlans({ lowStock: true });
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan).not.toContain("COLLSCAN");
  });

  it("lists the parts at or below their own reorder level, or the default, over every page", async () => {
    const [levelAbove, levelBelow, fewLeft] = stored.filter((p) => p.availableQuantity === 10);
    const changes: Array<[ProductDocument, Partial<ProductDocument>]> = [
      [levelAbove!, { reorderLevel: 10 }], // 10 left, reorders at 10: low
      [levelBelow!, { availableQuantity: 3, reorderLevel: 2 }], // 3 left, reorders at 2: not low
      [fewLeft!, { availableQuantity: 3 }], // 3 left, the default 5: low
    ];
    try {
      for (const [part, change] of changes) await products().updateOne({ _id: part._id }, { $set: change });
      const now = await products().find().toArray();
      const wanted = now.filter(isLow);
      const { names, totals } = await everyPage({ lowStock: true }, "PART_NUMBER_ASC");
      expect(names).toEqual(sorted(wanted, "partNumber", 1).map((p) => p.name));
      expect(totals).toEqual([wanted.length]);
      expect(names).toContain(levelAbove!.name);
      expect(names).toContain(fewLeft!.name);
      expect(names).not.toContain(levelBelow!.name);
    } finally {
      for (const [part] of changes) {
        await products().updateOne(
          { _id: part._id },
          { $set: { availableQuantity: part.availableQuantity }, $unset: { reorderLevel: "" } },
        );
      }
    }
  });
});

describe("catalogue search", () => {
  it("needs every word, finds pieces of words and part numbers, and ranks by relevance without a sort", async () => {
    const wanted = stored.filter((p) => /ceramic/i.test(p.name) && /brakes/i.test(p.description));
    const { names, totals } = await everyPage({ search: "CERAMIC brakes" });
    expect([...names].sort()).toEqual(wanted.map((p) => p.name).sort());
    expect(totals).toEqual([wanted.length]);
    expect((await service.list({ filter: { search: "tp-01234" } })).items.map((p) => p.partNumber)).toEqual([
      "TP-01234",
    ]);
    const { filter } = await productQuery(
      { search: "ceramic" },
      undefined,
      facets,
      lowStock,
      service.someoneNumbered,
    );
    const explain = await db.collection<ProductDocument>("products").find(filter).explain("executionStats");
    expect(planStages(explain)).toContain("TEXT_MATCH");
  });

  it("finds a part by any of its numbers, however it is spelled, through the number index alone", async () => {
    const part = stored.find((p) => p.oeNumbers?.length)!;
    const oe = part.oeNumbers![0]!;
    const spellings = [
      oe,
      oe.replace("-", ""),
      oe.replace("-", " "),
      part.interchangeNumbers![0]!.toLowerCase(),
      part.partNumber.replace("-", "").toLowerCase(),
    ];
    for (const typed of spellings) {
      const page = await service.list({ filter: { search: typed }, first: 5 });
      expect(
        page.items.map((p) => p.partNumber),
        typed,
      ).toEqual([part.partNumber]);
      expect(page.totalCount, typed).toBe(1);
    }
    const { indexes, stats } = await pagePlan({ search: oe.replace("-", "") });
    expect(indexes).toEqual(["numberKeys_1"]);
    expect(stats.totalDocsExamined).toBe(1);
    // With the shopper's other filters, and its sort: the same part, or none.
    expect((await service.list({ filter: { search: oe, category: part.category } })).totalCount).toBe(1);
    const otherCategory = CATEGORIES.find((category) => category !== part.category)!;
    expect((await service.list({ filter: { search: oe, category: otherCategory } })).items).toEqual([]);
    // A number no part has, or one led by "-", is a search of words.
    expect((await service.list({ filter: { search: "04465-99999" } })).items).toEqual([]);
    const { filter } = await productQuery(
      { search: "0446599999" },
      undefined,
      facets,
      lowStock,
      service.someoneNumbered,
    );
    expect(filter.$text).toBeDefined();
  });

  it("pages a search by relevance through its kept ranking and past it, every part once, best first", async () => {
    // "part" is in every name: 3,000 matches, far deeper than the ranking kept for a search's first pages.
    const { names, totals } = await everyPage({ search: "part" });
    const { filter } = await productQuery(
      { search: "part" },
      undefined,
      facets,
      lowStock,
      service.someoneNumbered,
    );
    const direct = await db
      .collection<ProductDocument>("products")
      .find(filter, { projection: { name: 1 } })
      .sort({ score: { $meta: "textScore" } })
      .toArray();
    expect(totals).toEqual([PARTS]);
    expect(names).toEqual(direct.map((p) => p.name));
  });

  it("shows a product written here in a search's ranking at once", async () => {
    expect((await service.list({ filter: { search: "zebra" } })).items).toEqual([]);
    const added = await service.add(ADMIN, {
      name: "Zebra Clutch Kit",
      price: 80,
      minimumOrderQuantity: 1,
      availableQuantity: 3,
      category: "Clutch",
    });
    expect((await service.list({ filter: { search: "zebra" } })).items.map((p) => p.name)).toEqual([
      "Zebra Clutch Kit",
    ]);
    await service.remove(ADMIN, added._id.toHexString());
    expect((await service.list({ filter: { search: "zebra" } })).items).toEqual([]);
  });

  it("sorts a search by a chosen field instead of relevance", async () => {
    const wanted = stored.filter((p) => /rotor/i.test(p.name) && p.category === "Brakes");
    const { names } = await everyPage({ search: "rotor", category: "Brakes" }, "NAME_DESC");
    expect(names).toEqual(sorted(wanted, "name", -1).map((p) => p.name));
  });
});

describe("categories and vehicles", () => {
  it("come from the indexes and follow product writes at once", async () => {
    const before = await facets.vehicles();
    expect(before.map((m) => m.make)).toEqual(["BMW", "Ford", "Honda", "Toyota", "Volkswagen"]);
    expect(await facets.categories()).toEqual([...CATEGORIES].sort());

    const added = await service.add(ADMIN, {
      name: "Niva Clutch Kit",
      price: 80,
      minimumOrderQuantity: 1,
      availableQuantity: 3,
      category: "Clutch",
      fitments: [{ make: "Lada", model: "Niva", yearFrom: 1990, yearTo: 1992 }],
    });
    const lada = (await facets.vehicles()).find((m) => m.make === "Lada");
    expect(lada?.models).toEqual([{ model: "Niva", years: [1990, 1991, 1992] }]);
    expect(await facets.categories()).toContain("Clutch");
    expect((await service.list({ filter: { make: "LADA", model: "niva", year: 1991 } })).items[0]?.name).toBe(
      "Niva Clutch Kit",
    );

    await service.update(ADMIN, added._id.toHexString(), { fitments: [] });
    expect((await facets.vehicles()).map((m) => m.make)).not.toContain("Lada");
    await service.remove(ADMIN, added._id.toHexString());
    expect(await facets.categories()).not.toContain("Clutch");
  });
});
