import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDocument } from "../../../../server/db/models";
import { badInput, type FieldError } from "../../../support/graphql-answers";
import { placeOrder } from "../../../support/orders";
import { PLACEHOLDER_PICTURE, PRODUCT_FIELDS, type ProductNode } from "../../../support/products";
import { startTestServer, type GraphQLResponse, type TestServer } from "../../../support/test-server";
import { PRODUCTS_QUERY, type Connection } from "./catalogue-queries";

/** The admin's product forms through GraphQL: adding, changing and deleting parts, with the spec's messages. */

describe("managing the catalogue", () => {
  let shop: TestServer;
  let admin: string;

  const ADD = `mutation($input: ProductInput!) { addProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
  const DELETE = "mutation($id: ID!) { deleteProduct(id: $id) { id deleted } }";
  const GET = `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;

  const productsInDb = () => shop.db.collection<ProductDocument>("products").find({}).toArray();

  const add = async (input: Record<string, unknown>) => {
    const result = await shop.gql<{ addProduct: ProductNode }>(ADD, { input }, admin);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.addProduct;
  };

  /** Runs a failing change and checks that the catalogue in the database did not change. */
  const refused = async (query: string, variables: Record<string, unknown>) => {
    const before = await productsInDb();
    const result = await shop.gql(query, variables, admin);
    const failure = badInput(result);
    expect(await productsInDb()).toEqual(before);
    return failure;
  };

  const valid = { name: "Oil Drain Plug", price: 4.5, minimumOrderQuantity: 1 };

  beforeAll(async () => {
    shop = await startTestServer();
    admin = (await shop.signUp("admin")).accessToken;
  });
  afterAll(() => shop.close());

  it("adds a product with only the required fields and sensible defaults", async () => {
    const product = await add({ ...valid, partNumber: "DP-0001" });
    expect(product).toMatchObject({
      name: "Oil Drain Plug",
      description: "",
      price: 4.5,
      minimumOrderQuantity: 1,
      availableQuantity: 0,
      picture: PLACEHOLDER_PICTURE,
      partNumber: "DP-0001",
      fitments: [],
    });
    expect(product.category).toBeTruthy();
    expect(Date.now() - new Date(product.createdAt).getTime()).toBeGreaterThanOrEqual(0);
    const stored = await shop.db
      .collection<ProductDocument>("products")
      .findOne({ _id: new ObjectId(product.id) });
    expect(stored).toMatchObject({ name: "Oil Drain Plug", price: 4.5, picture: PLACEHOLDER_PICTURE });

    // Without a part number one is made up, unique.
    const a = await add({ ...valid, name: "Plug A" });
    const b = await add({ ...valid, name: "Plug B" });
    expect(a.partNumber).toBeTruthy();
    expect(a.partNumber).not.toBe(b.partNumber);

    // A blank picture is no picture.
    expect((await add({ ...valid, name: "Plug C", picture: "   " })).picture).toBe(PLACEHOLDER_PICTURE);
    // The new product is in the catalogue, newest first.
    const newest = await shop.gql<{ products: Connection }>(PRODUCTS_QUERY, { first: 1 });
    expect(newest.data!.products.edges[0]!.node.name).toBe("Plug C");
  });

  it("adds a product with every field, and it shows up in the filters and the vehicle list", async () => {
    const product = await add({
      name: "Model 3 Wiper Set",
      description: "Pair of blades for the Tesla Model 3.",
      price: 34.5,
      minimumOrderQuantity: 2,
      availableQuantity: 12,
      picture: "https://cdn.example.com/parts/m3-wipers.png",
      partNumber: "WB-TES-M3",
      category: "Wipers",
      fitments: [{ make: "Tesla", model: "Model 3", yearFrom: 2017, yearTo: 2023 }],
    });
    expect(product).toMatchObject({
      price: 34.5,
      minimumOrderQuantity: 2,
      availableQuantity: 12,
      picture: "https://cdn.example.com/parts/m3-wipers.png",
      category: "Wipers",
      fitments: [{ make: "Tesla", model: "Model 3", yearFrom: 2017, yearTo: 2023 }],
    });
    const fitting = await shop.gql<{ products: Connection }>(PRODUCTS_QUERY, {
      filter: { make: "Tesla", model: "Model 3", year: 2020, category: "Wipers" },
      first: 100,
    });
    expect(fitting.data!.products.edges.map((e) => e.node.name)).toContain("Model 3 Wiper Set");
    const vehicles = await shop.gql<{
      vehicles: { make: string; models: { model: string; years: number[] }[] }[];
    }>("{ vehicles { make models { model years } } }");
    expect(vehicles.data!.vehicles.find((v) => v.make === "Tesla")).toEqual({
      make: "Tesla",
      models: [{ model: "Model 3", years: [2017, 2018, 2019, 2020, 2021, 2022, 2023] }],
    });
  });

  it("keeps what a part fits: its vehicles narrowed where it matters, every vehicle, or nothing known yet", async () => {
    const FITTED = "id universal fitments { make model yearFrom yearTo submodel engine position note }";
    type Fitted = { id: string; universal: boolean; fitments: Record<string, unknown>[] };
    const addFitted = async (input: Record<string, unknown>) =>
      (
        await shop.gql<{ addProduct: Fitted }>(
          `mutation($input: ProductInput!) { addProduct(input: $input) { ${FITTED} } }`,
          { input: { ...valid, ...input } },
          admin,
        )
      ).data!.addProduct;
    const change = async (id: string, input: Record<string, unknown>) =>
      (
        await shop.gql<{ updateProduct: Fitted }>(
          `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${FITTED} } }`,
          { id, input },
          admin,
        )
      ).data!.updateProduct;
    const keysOf = async (id: string) =>
      (await shop.db.collection<ProductDocument>("products").findOne({ _id: new ObjectId(id) }))!.vehicleKeys;

    const front = { make: "Ford", model: "F-150", yearFrom: 2015, yearTo: 2016, position: "FRONT" };
    const pads = await addFitted({
      name: "F-150 Pads",
      fitments: [{ ...front, submodel: " XLT ", engine: "", note: "with 13.0-inch rotors" }],
    });
    // A blank qualifier is no qualifier: every engine.
    expect(pads).toMatchObject({
      universal: false,
      fitments: [{ ...front, submodel: "XLT", engine: null, note: "with 13.0-inch rotors" }],
    });
    expect(await keysOf(pads.id)).toHaveLength(2);

    // Both at once is a contradiction, named on the checkbox's field; nothing is stored.
    const both = await refused(ADD, { input: { ...valid, universal: true, fitments: [front] } });
    expect(both.fields).toEqual([
      {
        field: "universal",
        message: "A universal part fits every vehicle: remove its vehicles, or untick Universal",
      },
    ]);

    // Made universal, the part lists no vehicles; given vehicles again, it is no longer universal.
    expect(await change(pads.id, { universal: true })).toMatchObject({ universal: true, fitments: [] });
    expect(await keysOf(pads.id)).toEqual(["*"]);
    expect(await change(pads.id, { fitments: [front] })).toMatchObject({
      universal: false,
      fitments: [front],
    });
    expect(await keysOf(pads.id)).toHaveLength(2);

    // Neither: no fitment data, no key, and never "fits".
    const unlisted = await addFitted({ name: "Unlisted Plug" });
    expect(unlisted).toMatchObject({ universal: false, fitments: [] });
    expect(await keysOf(unlisted.id)).toEqual([]);
  });

  it("requires a name of at most 20 characters", async () => {
    for (const name of ["", "   "]) {
      const { fields } = await refused(ADD, { input: { ...valid, name } });
      expect(fields).toEqual([{ field: "name", message: "Name is Required" }]);
    }
    const long = await refused(ADD, { input: { ...valid, name: "x".repeat(21) } });
    expect(long.fields).toEqual([{ field: "name", message: "Name must be at most 20 characters" }]);
    expect(long.message).toContain("Name must be at most 20 characters");
    expect((await add({ ...valid, name: "y".repeat(20) })).name).toBe("y".repeat(20));
  });

  it("requires a price of at least 0.01", async () => {
    for (const price of [0, 0.001, -5]) {
      const { fields } = await refused(ADD, { input: { ...valid, price } });
      expect(fields).toEqual([{ field: "price", message: "Price must be at least 0.01" }]);
    }
    expect((await add({ ...valid, name: "Cheapest", price: 0.01 })).price).toBe(0.01);
    // Left out, the type system refuses it before anything runs; still bad input naming the field.
    const { price: _price, ...noPrice } = valid;
    const missing = await refused(ADD, { input: noPrice });
    expect(missing.message).toMatch(/price/);
  });

  it("requires a whole minimum order quantity of at least 1", async () => {
    for (const minimumOrderQuantity of [0, -2]) {
      const { fields } = await refused(ADD, { input: { ...valid, minimumOrderQuantity } });
      expect(fields).toEqual([
        { field: "minimumOrderQuantity", message: "Minimum Order Quantity must be at least 1" },
      ]);
    }
    const { minimumOrderQuantity: _moq, ...noMinimum } = valid;
    expect((await refused(ADD, { input: noMinimum })).message).toMatch(/minimumOrderQuantity/);
    expect((await refused(ADD, { input: { ...valid, minimumOrderQuantity: 1.5 } })).message).toMatch(
      /minimumOrderQuantity/,
    );
  });

  it("accepts a web address or a path of this server as the photo URL, nothing else", async () => {
    for (const picture of [
      "not a url",
      "javascript:alert(1)",
      "ftp://example.com/a.png",
      "data:image/png;base64,AA",
    ]) {
      const { fields } = await refused(ADD, { input: { ...valid, picture } });
      expect(fields, picture).toHaveLength(1);
      expect(fields[0]!.field).toBe("picture");
      expect(fields[0]!.message).toMatch(/^Photo URL must be a web address/);
    }
    for (const picture of [
      "http://example.com/p.jpg",
      "https://example.com/p.png",
      "/assets/parts/water-pump.svg",
    ]) {
      expect((await add({ ...valid, name: "Pictured", picture })).picture).toBe(picture);
    }
  });

  it("refuses a part number another product has, on add and on update", async () => {
    const first = await add({ ...valid, name: "Unique Part", partNumber: "UQ-100" });
    const duplicate = await refused(ADD, { input: { ...valid, name: "Copy", partNumber: "UQ-100" } });
    expect(duplicate.fields).toEqual([
      { field: "partNumber", message: "Part Number is already used by another product" },
    ]);
    // A seeded one too.
    const seeded = await refused(ADD, { input: { ...valid, name: "Copy", partNumber: "BP-1210-CF" } });
    expect(seeded.fields.map((f) => f.field)).toEqual(["partNumber"]);

    const second = await add({ ...valid, name: "Other Part", partNumber: "UQ-200" });
    const taken = await refused(UPDATE, { id: second.id, input: { partNumber: "UQ-100", price: 9 } });
    expect(taken.fields).toEqual([
      { field: "partNumber", message: "Part Number is already used by another product" },
    ]);
    // Its own part number is no conflict.
    const same = await shop.gql<{ updateProduct: ProductNode }>(
      UPDATE,
      { id: first.id, input: { partNumber: "UQ-100" } },
      admin,
    );
    expect(same.errors).toBeUndefined();
  });

  it("reports every bad field at once, and stores nothing", async () => {
    const { fields, message } = await refused(ADD, {
      input: {
        name: "",
        price: 0,
        minimumOrderQuantity: 0,
        availableQuantity: -1,
        picture: "nope",
        fitments: [{ make: "", model: "Golf", yearFrom: 2020, yearTo: 2010 }],
      },
    });
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Name is Required" },
        { field: "price", message: "Price must be at least 0.01" },
        { field: "minimumOrderQuantity", message: "Minimum Order Quantity must be at least 1" },
        { field: "availableQuantity", message: "Available Quantity must be at least 0" },
        { field: "picture", message: expect.stringMatching(/^Photo URL must be a web address/) },
        { field: "fitments.0.make", message: "Make is Required" },
        { field: "fitments.0.yearTo", message: expect.any(String) },
      ]),
    );
    expect(fields).toHaveLength(7);
    for (const { message: each } of fields) expect(message).toContain(each);
  });

  it("changes only the given fields: price and stock", async () => {
    const product = await add({ ...valid, name: "Stocked Part", availableQuantity: 5, category: "Filters" });
    const updated = await shop.gql<{ updateProduct: ProductNode }>(
      UPDATE,
      { id: product.id, input: { price: 7.25, availableQuantity: 40 } },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateProduct).toEqual({ ...product, price: 7.25, availableQuantity: 40 });
    const read = await shop.gql<{ product: ProductNode }>(GET, { id: product.id });
    expect(read.data!.product).toEqual({ ...product, price: 7.25, availableQuantity: 40 });
    const stored = await shop.db
      .collection<ProductDocument>("products")
      .findOne({ _id: new ObjectId(product.id) });
    expect(stored).toMatchObject({ price: 7.25, availableQuantity: 40 });

    // Out of stock, then it leaves the in-stock filter, total included (the total counted before is not kept).
    const inStock = () =>
      shop.gql<{ products: Connection }>(PRODUCTS_QUERY, {
        filter: { inStock: true, search: "Stocked Part" },
      });
    expect((await inStock()).data!.products.totalCount).toBe(1);
    await shop.gql(UPDATE, { id: product.id, input: { availableQuantity: 0 } }, admin);
    const after = (await inStock()).data!.products;
    expect([after.totalCount, after.edges]).toEqual([0, []]);
  });

  it("drops a part from the in-stock total as soon as an order takes its last item", async () => {
    const product = await add({ ...valid, name: "Last One Part", availableQuantity: 1 });
    const inStock = () =>
      shop.gql<{ products: Connection }>(PRODUCTS_QUERY, {
        filter: { inStock: true, search: "Last One Part" },
      });
    expect((await inStock()).data!.products.totalCount).toBe(1);
    const customer = (await shop.signUp("customer")).accessToken;
    await placeOrder(shop.gql, customer, { productId: product.id, quantity: 1 });
    expect((await inStock()).data!.products.totalCount).toBe(0);
  });

  it("validates a change with the same messages, and changes nothing when one field is bad", async () => {
    const product = await add({ ...valid, name: "Guarded Part", availableQuantity: 3 });
    const cases: [Record<string, unknown>, FieldError[]][] = [
      [{ name: null }, [{ field: "name", message: "Name is Required" }]],
      [{ name: "" }, [{ field: "name", message: "Name is Required" }]],
      [{ name: "z".repeat(21) }, [{ field: "name", message: "Name must be at most 20 characters" }]],
      [{ price: null }, [{ field: "price", message: "Price is Required" }]],
      [{ price: 0 }, [{ field: "price", message: "Price must be at least 0.01" }]],
      [
        { minimumOrderQuantity: null },
        [{ field: "minimumOrderQuantity", message: "Minimum Order Quantity is Required" }],
      ],
      [
        { minimumOrderQuantity: 0 },
        [{ field: "minimumOrderQuantity", message: "Minimum Order Quantity must be at least 1" }],
      ],
      [
        { availableQuantity: -3 },
        [{ field: "availableQuantity", message: "Available Quantity must be at least 0" }],
      ],
      [{ price: 12, name: "", availableQuantity: 100 }, [{ field: "name", message: "Name is Required" }]],
    ];
    for (const [input, expected] of cases) {
      const { fields } = await refused(UPDATE, { id: product.id, input });
      expect(fields, JSON.stringify(input)).toEqual(expected);
    }
    const read = await shop.gql<{ product: ProductNode }>(GET, { id: product.id });
    expect(read.data!.product).toEqual(product);
  });

  it("puts the placeholder back when a change removes the picture", async () => {
    const product = await add({ ...valid, name: "Photo Part", picture: "https://example.com/photo.jpg" });
    for (const picture of ["", null]) {
      const result = await shop.gql<{ updateProduct: ProductNode }>(
        UPDATE,
        { id: product.id, input: { picture } },
        admin,
      );
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      expect(result.data!.updateProduct.picture).toBe(PLACEHOLDER_PICTURE);
      const read = await shop.gql<{ product: ProductNode }>(GET, { id: product.id });
      expect(read.errors).toBeUndefined();
      expect(read.data!.product.picture).toBe(PLACEHOLDER_PICTURE);
    }
  });

  it("keeps a part's OE and interchange numbers, and finds the part by each in any spelling while it has it", async () => {
    const NUMBERS = "id partNumber oeNumbers interchangeNumbers";
    type Numbered = { id: string; partNumber: string; oeNumbers: string[]; interchangeNumbers: string[] };
    const found = async (search: string) =>
      (
        await shop.gql<{ products: Connection }>(PRODUCTS_QUERY, { filter: { search } })
      ).data!.products.edges.map((edge) => edge.node.id);
    const change = async (id: string, input: Record<string, unknown>) => {
      const result = await shop.gql<{ updateProduct: Numbered }>(
        `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${NUMBERS} } }`,
        { id, input },
        admin,
      );
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data!.updateProduct;
    };
    const added = await shop.gql<{ addProduct: Numbered }>(
      `mutation($input: ProductInput!) { addProduct(input: $input) { ${NUMBERS} } }`,
      {
        input: {
          ...valid,
          name: "Front Pads",
          partNumber: "FP-3301",
          // Trimmed, blanks and repeats left out.
          oeNumbers: [" 04465-47070 ", "", "04465-47070", "04466-47010"],
          interchangeNumbers: ["D1210"],
        },
      },
      admin,
    );
    expect(added.errors, JSON.stringify(added.errors)).toBeUndefined();
    const { id, ...numbers } = added.data!.addProduct;
    expect(numbers).toEqual({
      partNumber: "FP-3301",
      oeNumbers: ["04465-47070", "04466-47010"],
      interchangeNumbers: ["D1210"],
    });
    for (const typed of ["0446547070", "04465 47070", "04466-47010", "d1210", "fp3301"])
      expect(await found(typed), typed).toEqual([id]);

    // A change replaces a list, and with it what the part is found by; so does a new part number.
    expect((await change(id, { oeNumbers: ["04466-47010"] })).oeNumbers).toEqual(["04466-47010"]);
    expect(await found("04465-47070")).toEqual([]);
    expect(await found("0446647010")).toEqual([id]);
    await change(id, { partNumber: "FP-3302", interchangeNumbers: [] });
    expect(await found("FP 3302")).toEqual([id]);
    expect(await found("fp3301")).toEqual([]);
    expect(await found("D1210")).toEqual([]);
  });

  it("checks each OE and interchange number, and how many a part lists, storing nothing when one is wrong", async () => {
    const { fields } = await refused(ADD, {
      input: {
        ...valid,
        oeNumbers: ["04465-47070", "9".repeat(41)],
        interchangeNumbers: Array.from({ length: 21 }, (_, i) => `X-${i}`),
      },
    });
    expect(fields).toEqual([
      { field: "oeNumbers.1", message: "OE Number must be at most 40 characters" },
      { field: "interchangeNumbers", message: "List at most 20 Interchange Numbers" },
    ]);
  });

  it("answers NOT_FOUND for a change to a product that does not exist, bad input for a malformed id", async () => {
    const missing = await shop.gql(UPDATE, { id: new ObjectId().toHexString(), input: { price: 3 } }, admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    badInput(await shop.gql(UPDATE, { id: "nope", input: { price: 3 } }, admin));
    badInput(await shop.gql(DELETE, { id: "nope" }, admin));
  });

  it("deletes a product once", async () => {
    const product = await add({ ...valid, name: "Doomed Part" });
    const before = await productsInDb();
    const deleted = await shop.gql<{ deleteProduct: { id: string; deleted: boolean } }>(
      DELETE,
      { id: product.id },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteProduct).toEqual({ id: product.id, deleted: true });
    expect((await shop.gql<{ product: null }>(GET, { id: product.id })).data!.product).toBeNull();
    expect(await productsInDb()).toHaveLength(before.length - 1);
    const search = await shop.gql<{ products: Connection }>(PRODUCTS_QUERY, { filter: { search: "Doomed" } });
    expect(search.data!.products.totalCount).toBe(0);

    const again = await shop.gql(DELETE, { id: product.id }, admin);
    expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await productsInDb()).toHaveLength(before.length - 1);
  });

  it("keeps a walk through the pages steady while products are added", async () => {
    const before = (await productsInDb()).map((p) => p._id.toHexString());
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; ; page++) {
      const result: GraphQLResponse<{ products: Connection }> = await shop.gql<{ products: Connection }>(
        PRODUCTS_QUERY,
        { sort: "NEWEST", first: 10, after },
      );
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      const connection = result.data!.products;
      seen.push(...connection.edges.map((e) => e.node.id));
      // A product added during the walk is newer than everything seen: it must not shift the pages.
      await add({ ...valid, name: `Walk Part ${page}` });
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...before].sort());
  });

  it("lets only admins change the catalogue", async () => {
    const customer = (await shop.signUp("customer")).accessToken;
    const before = await productsInDb();
    const asCustomer = await shop.gql(ADD, { input: valid }, customer);
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const asVisitor = await shop.gql(ADD, { input: valid });
    expect(asVisitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await productsInDb()).toEqual(before);
  });
});
