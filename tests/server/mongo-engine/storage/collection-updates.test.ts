import { ObjectId } from "bson";
import { describe, expect, it, vi } from "vitest";
import { Collection } from "../../../../server/mongo-engine/storage/collection";

/** An update rewrites only the index entries whose keys it changes, as mongod does. */
describe("Collection.put over an existing document", () => {
  function productsWithIndexes() {
    const products = new Collection("shop", "products", {});
    products.addIndex({ v: 2, key: { price: 1 }, name: "price_1" });
    products.addIndex({ v: 2, key: { "fitments.make": 1 }, name: "fitments.make_1" });
    products.addIndex({
      v: 2,
      key: { _fts: "text", _ftsx: 1 },
      name: "search",
      weights: { description: 1, name: 10 },
      default_language: "english",
      language_override: "language",
      textIndexVersion: 3,
    });
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
