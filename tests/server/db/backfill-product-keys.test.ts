import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ObjectId, type Db } from "mongodb";
import { backfillProductKeys } from "../../../server/db/backfill-product-keys";
import type { ProductDocument } from "../../../server/db/models";
import { UNIVERSAL, fitmentKeysOf } from "../../../server/db/vehicle-keys";
import { openTestDatabase, type TestDatabase } from "../../support/test-database";

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await openTestDatabase();
  db = tdb.client.db(`backfill_${randomBytes(4).toString("hex")}`);
});

afterAll(async () => {
  await db?.dropDatabase();
  await tdb?.close();
});

it("gives products stored without derived keys or the universal flag those of their fitments and numbers, and leaves the rest alone", async () => {
  const products = db.collection<
    Omit<ProductDocument, "vehicleKeys" | "qualifiedKeys" | "numberKeys"> &
      Partial<Pick<ProductDocument, "vehicleKeys" | "qualifiedKeys" | "numberKeys">>
  >("products");
  const base = {
    description: "",
    price: 10,
    minimumOrderQuantity: 1,
    availableQuantity: 1,
    picture: "/assets/placeholder-part.svg",
    category: "Brakes",
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  const fitted = { make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2016 };
  const old = {
    ...base,
    _id: new ObjectId(),
    name: "Old pads",
    partNumber: "OLD-1001",
    oeNumbers: ["04465-06090"],
    fitments: [fitted],
  };
  // Stored when no fitments meant "fits everything", with that key: now a part with no fitment data.
  const unlisted = {
    ...base,
    _id: new ObjectId(),
    name: "Old fuse",
    partNumber: "OLD-2",
    fitments: [],
    vehicleKeys: [UNIVERSAL],
    numberKeys: ["OLD2"],
  };
  const current = {
    ...base,
    _id: new ObjectId(),
    name: "New",
    partNumber: "NEW-1",
    universal: true,
    fitments: [],
    vehicleKeys: ["kept"],
    qualifiedKeys: [],
    numberKeys: ["KEPT"],
  };
  // Stored with every key but those of submodels and engines told.
  const engineOnly = { ...fitted, engine: "1.8L I4" };
  const beforeQualified = {
    ...base,
    _id: new ObjectId(),
    name: "Filter",
    partNumber: "OF-1",
    universal: false,
    fitments: [engineOnly],
    vehicleKeys: fitmentKeysOf({ fitments: [engineOnly] }).vehicleKeys,
    numberKeys: ["OF1"],
  };
  await products.insertMany([old, unlisted, current, beforeQualified]);

  await backfillProductKeys(db);
  const keysOf = async (_id: ObjectId) => {
    const stored = await products.findOne({ _id });
    return { universal: stored?.universal, vehicle: stored?.vehicleKeys, number: stored?.numberKeys };
  };
  expect(await keysOf(old._id)).toEqual({
    universal: false,
    vehicle: fitmentKeysOf({ fitments: [fitted] }).vehicleKeys,
    number: ["OLD1001", "0446506090"],
  });
  expect((await keysOf(old._id)).vehicle).toHaveLength(3);
  expect(await keysOf(unlisted._id)).toEqual({ universal: false, vehicle: [], number: ["OLD2"] });
  expect(await keysOf(current._id)).toEqual({ universal: true, vehicle: ["kept"], number: ["KEPT"] });
  const qualified = (await products.findOne({ _id: beforeQualified._id }))?.qualifiedKeys;
  expect(qualified).toEqual(fitmentKeysOf({ fitments: [engineOnly] }).qualifiedKeys);
  expect(qualified).toHaveLength(3 * 4); // three years, each its mark and three ways of telling
  expect((await products.findOne({ _id: old._id }))?.qualifiedKeys).toEqual([]);
});
