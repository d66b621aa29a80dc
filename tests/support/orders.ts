import { ObjectId } from "mongodb";
import type { OrderDocument } from "../../server/db/models";
import { newOrder, orderLine } from "../../server/services/order-lines";
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

/**
 * An order of one product as the shop stores it (lines, summary, history), for tests that write a
 * shop's history straight to the database. A cancelled one was cancelled an hour after it was placed.
 */
export function storedOrder(order: {
  userId: ObjectId;
  email: string;
  name: string;
  productId: ObjectId;
  quantity: number;
  unitPrice: number;
  address: string;
  phone: string;
  status: "placed" | "cancelled";
  createdAt: Date;
}): OrderDocument {
  const { productId, name, unitPrice: price, quantity, createdAt } = order;
  const line = orderLine({ productId, name, price, quantity, vehicle: null, fits: null });
  const placed = newOrder({ _id: order.userId, email: order.email }, [line], order, createdAt);
  if (order.status === "placed") return { _id: new ObjectId(), ...placed };
  const cancelledAt = new Date(createdAt.getTime() + 3_600_000);
  return {
    _id: new ObjectId(),
    ...placed,
    status: "cancelled",
    cancelledAt,
    history: [...placed.history, { status: "cancelled", at: cancelledAt }],
  };
}
