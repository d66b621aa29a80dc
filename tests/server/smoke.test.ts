import { describe, expect, it } from "vitest";
import { useTestShop } from "../support/test-shop";

describe("the shop API, end to end", () => {
  const { shop } = useTestShop();

  it("lets a customer find a part for their vehicle, order it and see the stock go down", async () => {
    const customer = await shop.signUp("customer");
    const { data } = await shop.gql<{
      products: {
        edges: { node: { id: string; availableQuantity: number; minimumOrderQuantity: number } }[];
      };
    }>(
      `{ products(first: 1, filter: { make: "Toyota", model: "Camry", year: 2018, inStock: true }) {
          edges { node { id availableQuantity minimumOrderQuantity } } } }`,
    );
    const product = data!.products.edges[0]!.node;
    const placed = await shop.gql<{ placeOrder: { status: string; quantity: number } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { status quantity } }`,
      {
        input: {
          productId: product.id,
          quantity: product.minimumOrderQuantity,
          address: "1 Main St",
          phone: "555-0100",
        },
      },
      customer.accessToken,
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder).toEqual({ status: "PLACED", quantity: product.minimumOrderQuantity });
    const after = await shop.rest<{ available_quantity: number }>("GET", `/products/${product.id}`);
    expect(after.body.available_quantity).toBe(product.availableQuantity - product.minimumOrderQuantity);
  });
});
