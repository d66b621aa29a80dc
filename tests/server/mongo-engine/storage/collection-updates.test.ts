import { BSON, ObjectId } from "bson";
import { describe, expect, it, vi } from "vitest";
import { Catalog } from "../../../../server/mongo-engine/storage/catalog";
import { Collection } from "../../../../server/mongo-engine/storage/collection";
import { textIndexSpec } from "../../../../server/mongo-engine/text/text-spec";
import { Transaction } from "../../../../server/mongo-engine/transactions/transaction";
import { VersionHistory } from "../../../../server/mongo-engine/transactions/versions";

/** An update rewrites only the index entries whose keys it changes, as mongod does. */
describe("Collection.put over an existing document", () => {
  function productsWithIndexes() {
    const products = new Collection("shop", "products", {});
    products.addIndex({ v: 2, key: { price: 1 }, name: "price_1" });
    products.addIndex({ v: 2, key: { "fitments.make": 1 }, name: "fitments.make_1" });
    // Stored as createIndexes would store it (text-spec.test.ts spells that form out).
    products.addIndex(
      textIndexSpec({ key: { name: "text", description: "text" }, weights: { name: 10 } }, "search"),
    );
    const part = {
      _id: new ObjectId(),
      name: "Brake pads",
      description: "Ceramic front pads",
      price: 30,
      stock: 5,
      fitments: [{ make: "Toyota" }],
    };
    products.put(part);
    const spies = Object.fromEntries(
      [...products.indexes].map(([name, index]) => [name, vi.spyOn(index, "add")]),
    );
    const touched = () => Object.keys(spies).filter((name) => spies[name]!.mock.calls.length > 0);
    return { products, part, touched };
  }

  it("leaves every index alone when only an unindexed field changes", () => {
    const { products, part, touched } = productsWithIndexes();
    products.put({ ...part, stock: 4, fitments: [{ make: "Toyota" }] });
    expect(touched()).toEqual([]);
  });

  it("rewrites the indexes reading a changed field, and only those", () => {
    const { products, part, touched } = productsWithIndexes();
    products.put({ ...part, price: 25 });
    expect(touched()).toEqual(["price_1"]);
    products.put({ ...part, price: 25, description: "Organic front pads" });
    expect(touched()).toEqual(["price_1", "search"]);
    products.put({ ...part, price: 25, description: "Organic front pads", fitments: [{ make: "Honda" }] });
    expect(touched()).toEqual(["price_1", "fitments.make_1", "search"]);
  });
});

describe("Collection.sizeOf a new version of a stored document", () => {
  const part = () => ({ _id: new ObjectId(), name: "Brake pads", stock: 5, fitments: [{ make: "Toyota" }] });

  it("is the BSON size of the whole new version", () => {
    const products = new Collection("shop", "products", {});
    const stored = part();
    products.put(stored);
    for (const next of [
      { ...stored, stock: 4 },
      { ...stored, stock: "many", colour: "black" },
      { _id: stored._id, name: "Ceramic brake pads", fitments: stored.fitments },
      { ...stored, fitments: [...stored.fitments, { make: "Honda" }] },
    ]) {
      expect(products.sizeOf(next, stored)).toBe(BSON.calculateObjectSize(next));
    }
  });

  it("works from the stored size, measuring only the fields that are not the same values", () => {
    const products = new Collection("shop", "products", {});
    const stored = part();
    products.put(stored, 1000); // not its real size: the answer shows what was measured
    expect(products.sizeOf({ ...stored, stock: 4 }, stored)).toBe(1000);
    expect(products.sizeOf({ ...stored, stock: 4, colour: "red" }, stored)).toBe(
      1000 + BSON.calculateObjectSize({ colour: "red" }) - 5,
    );
    // A version that is not the stored one is measured whole.
    expect(products.sizeOf({ ...stored, stock: 4 }, { ...stored })).toBe(
      BSON.calculateObjectSize({ ...stored, stock: 4 }),
    );
  });
});

describe("a transaction's write", () => {
  function productsInCatalog() {
    const catalog = new Catalog();
    const history = new VersionHistory();
    const products = catalog.createCollection("shop", "products");
    catalog.createIndex(products, { v: 2, key: { partNumber: 1 }, name: "partNumber_1", unique: true });
    catalog.createIndex(products, { v: 2, key: { price: 1 }, name: "price_1" });
    const part = { _id: new ObjectId(), partNumber: "BP-1", price: 30, stock: 5 };
    catalog.insert(products, part);
    const spies = Object.fromEntries(
      [...products.indexes].map(([name, index]) => [name, vi.spyOn(index, "validate")]),
    );
    const checked = () => Object.keys(spies).filter((name) => spies[name]!.mock.calls.length > 0);
    const transaction = () => new Transaction(catalog, history, 0, 0);
    return { products, part, checked, transaction };
  }

  it("checks only the indexes whose fields it changes in the committed version", () => {
    const { products, part, checked, transaction } = productsInCatalog();
    const taking = transaction();
    taking.replace(products, part, { ...part, stock: 4 });
    expect(checked()).toEqual([]);
    taking.abort();
    const repricing = transaction();
    repricing.replace(products, part, { ...part, price: 25 });
    expect(checked()).toEqual(["price_1"]);
  });

  it("checks every index again when it changes its own version", () => {
    const { products, part, checked, transaction } = productsInCatalog();
    const twice = transaction();
    const first = { ...part, stock: 4 };
    twice.replace(products, part, first);
    twice.replace(products, first, { ...first, stock: 3 });
    expect(checked()).toEqual(["partNumber_1", "price_1"]);
  });
});
