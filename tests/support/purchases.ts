import { DELIVERY } from "./orders";
import { addToCart } from "./carts";
import { expectOk, type PostGraphQL } from "./graphql-answers";

/** A vehicle as a shopper chooses it: the cart line, and then the order line, keep it. */
export interface ChosenVehicle {
  make: string;
  model: string;
  year: number;
}

/**
 * A purchase that makes a review of the part a verified one: `buyerToken`'s customer buys one through
 * the cart and checkout, for `vehicle` when given, and `staffToken`'s staff ship it. Answers the order's id.
 */
export async function shippedPurchase(
  gql: PostGraphQL,
  tokens: { buyer: string; staff: string },
  productId: string,
  vehicle?: ChosenVehicle,
): Promise<string> {
  await addToCart(gql, tokens.buyer, productId, 1, vehicle);
  const { checkout } = await expectOk(
    gql<{ checkout: { id: string } }>(
      "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
      { input: DELIVERY },
      tokens.buyer,
    ),
  );
  await expectOk(
    gql(
      `mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z999AA10123456784") { id } }`,
      { id: checkout.id },
      tokens.staff,
    ),
  );
  return checkout.id;
}
