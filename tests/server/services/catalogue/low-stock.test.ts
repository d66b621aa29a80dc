import { describe, expect, it } from "vitest";
import type { ProductDocument } from "../../../../server/db/models";
import { badInput, expectOk } from "../../../support/graphql-answers";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";

/**
 * Reorder levels and Manage Product's low-stock filter through GraphQL, in a shop whose default level is
 * set by LOW_STOCK_DEFAULT: a part is low at or below its own level, or the default when it sets none.
 */

const { shop, admin, customer } = useTestShop(
  { admin: "admin", customer: "customer" },
  { LOW_STOCK_DEFAULT: "3" },
);

const LOW_STOCK = `query($search: String, $sort: ProductSort) {
  products(filter: { lowStock: true, search: $search }, sort: $sort, first: 100) {
    totalCount
    edges { node { partNumber availableQuantity reorderLevel } }
  }
}`;
type LowStockAnswer = {
  products: {
    totalCount: number;
    edges: Array<{ node: { partNumber: string; availableQuantity: number; reorderLevel: number | null } }>;
  };
};

const lowStock = async (variables: Record<string, unknown> = {}) => {
  const { products } = await expectOk(shop.gql<LowStockAnswer>(LOW_STOCK, variables, admin.accessToken));
  return { total: products.totalCount, parts: products.edges.map((edge) => edge.node.partNumber) };
};

const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) {
  updateProduct(id: $id, input: $input) { reorderLevel availableQuantity }
}`;
const stored = (partNumber: string) =>
  shop.db.collection<ProductDocument>("products").findOne({ partNumber });

describe("low stock", () => {
  it("lists the parts at or below their reorder level, or the shop's default, by stock", async () => {
    const add = (partNumber: string, availableQuantity: number, reorderLevel?: number) =>
      addProduct(shop.gql, admin.accessToken, {
        partNumber,
        name: `Low ${partNumber}`,
        availableQuantity,
        ...(reorderLevel !== undefined && { reorderLevel }),
      });
    await add("LS-DEFAULT-AT", 3); // the default, 3: low
    await add("LS-DEFAULT-ABOVE", 4); // above the default: not low
    await add("LS-OWN-AT", 10, 10); // its own level: low
    await add("LS-OWN-ABOVE", 8, 5); // 8 left, reorders at 5: not low (though above the default)
    await add("LS-SOLD-OUT", 0, 0); // nothing left, reorders at none: low

    const { total, parts } = await lowStock({ search: "LS", sort: "STOCK_ASC" });
    expect(parts).toEqual(["LS-SOLD-OUT", "LS-DEFAULT-AT", "LS-OWN-AT"]);
    expect(total).toBe(3);
  });

  it("follows stock: an order that takes a part to its reorder level makes it low at once", async () => {
    const id = await addProduct(shop.gql, admin.accessToken, {
      partNumber: "LS-ORDERED",
      availableQuantity: 12,
      reorderLevel: 10,
    });
    expect((await lowStock({ search: "LS-ORDERED" })).parts).toEqual([]);
    await placeOrder(shop.gql, customer.accessToken, { productId: id, quantity: 2 });
    expect(await lowStock({ search: "LS-ORDERED" })).toEqual({ total: 1, parts: ["LS-ORDERED"] });
  });

  it("keeps a part's reorder level, and goes back to the default when the level is cleared", async () => {
    const id = await addProduct(shop.gql, admin.accessToken, {
      partNumber: "LS-EDITED",
      availableQuantity: 6,
      reorderLevel: 6,
    });
    expect((await stored("LS-EDITED"))?.reorderLevel).toBe(6);
    expect((await lowStock({ search: "LS-EDITED" })).parts).toEqual(["LS-EDITED"]);

    const cleared = await expectOk(
      shop.gql(UPDATE, { id, input: { reorderLevel: null } }, admin.accessToken),
    );
    expect(cleared).toEqual({ updateProduct: { reorderLevel: null, availableQuantity: 6 } });
    expect((await stored("LS-EDITED"))?.reorderLevel ?? null).toBeNull();
    // 6 in stock is above the default, 3.
    expect((await lowStock({ search: "LS-EDITED" })).parts).toEqual([]);
  });

  it("refuses a negative reorder level on add and on change, in the form's words, storing nothing", async () => {
    const onAdd = badInput(
      await shop.gql(
        "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
        {
          input: {
            name: "Bad level",
            price: 1,
            minimumOrderQuantity: 1,
            partNumber: "LS-BAD",
            reorderLevel: -1,
          },
        },
        admin.accessToken,
      ),
    );
    expect(onAdd.fields).toEqual([{ field: "reorderLevel", message: "Reorder Level must be at least 0" }]);
    expect(await stored("LS-BAD")).toBeNull();

    const id = await addProduct(shop.gql, admin.accessToken, { partNumber: "LS-KEPT", reorderLevel: 4 });
    const onChange = badInput(await shop.gql(UPDATE, { id, input: { reorderLevel: -5 } }, admin.accessToken));
    expect(onChange.fields).toEqual([{ field: "reorderLevel", message: "Reorder Level must be at least 0" }]);
    expect((await stored("LS-KEPT"))?.reorderLevel).toBe(4);
  });

  it("answers visitors' and customers' low-stock questions as any catalogue read, without anything staff-only", async () => {
    // The filter reads what the catalogue shows anyone (stock); it gives no one a write.
    const answer = await shop.gql<LowStockAnswer>(LOW_STOCK, { search: "LS-DEFAULT-AT" });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.products.edges.map((edge) => edge.node.partNumber)).toEqual(["LS-DEFAULT-AT"]);
  });
});
