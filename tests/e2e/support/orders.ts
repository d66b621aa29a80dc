import type { E2EShop } from "./shop";

/**
 * Orders the first product of the shop's catalogue, at its minimum order quantity, over GraphQL as
 * `token`'s user, delivered to `delivery`; returns the product's name, by which the order is shown.
 */
export async function orderFirstProduct(
  shop: E2EShop,
  token: string,
  delivery: { address: string; phone: string },
): Promise<string> {
  const { products } = await shop.graphql<{
    products: { edges: Array<{ node: { id: string; name: string; minimumOrderQuantity: number } }> };
  }>("{ products(first: 1) { edges { node { id name minimumOrderQuantity } } } }");
  const product = products.edges[0]!.node;
  await shop.graphql(
    "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
    { input: { productId: product.id, quantity: product.minimumOrderQuantity, ...delivery } },
    token,
  );
  return product.name;
}
