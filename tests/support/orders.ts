import { expectOk, type PostGraphQL } from "./graphql-answers";

/** A delivery address and phone the order form accepts. */
export const DELIVERY = { address: "1 Main St", phone: "555-0100" };

/** Places an order as `token`'s customer through GraphQL, delivered to DELIVERY; returns its id. */
export async function placeOrder(
  gql: PostGraphQL,
  token: string,
  order: { productId: string; quantity: number },
): Promise<string> {
  const data = await expectOk(
    gql<{ placeOrder: { id: string } }>(
      "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
      { input: { ...order, ...DELIVERY } },
      token,
    ),
  );
  return data.placeOrder.id;
}
