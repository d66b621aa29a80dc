import type { ObjectId } from "mongodb";
import { expect } from "vitest";
import type { Order } from "../../../../generated/server/graphql";
import type { OrderDocument, ProductDocument } from "../../../../server/db/models";
import { DELIVERY } from "../../../support/orders";
import type { GraphQLResponse, TestServer, TestUser } from "../../../support/test-server";

/** An order as ORDER_FIELDS reads it over HTTP: the schema's type, with its dates as JSON carries them. */
export type OrderNode = Omit<Order, "__typename" | "createdAt" | "cancelledAt"> & {
  createdAt: string;
  cancelledAt: string | null;
};

interface OrderPage {
  edges: { node: OrderNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const ORDER_FIELDS =
  "id email name productId address quantity phone unitPrice total status createdAt cancelledAt";
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;
export const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id) { ${ORDER_FIELDS} } }`;
const MY_ORDERS = `{ myOrders { ${ORDER_FIELDS} } }`;
const ORDER_PAGE = `query($after: String) {
  orders(first: 100, after: $after) { edges { node { ${ORDER_FIELDS} } } pageInfo { hasNextPage endCursor } }
}`;
export const UPDATE_PRODUCT =
  "mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }";

/**
 * The orders tests' calls against the shop and admin their file started (read when called, so they can
 * be taken before the file's beforeAll has run).
 */
export function orderCalls(shopOf: () => TestServer, adminOf: () => TestUser) {
  const products = () => shopOf().db.collection<ProductDocument>("products");
  const orders = () => shopOf().db.collection<OrderDocument>("orders");

  const productByPart = async (partNumber: string) => (await products().findOne({ partNumber }))!;
  const stockOf = async (id: ObjectId) => (await products().findOne({ _id: id }))!.availableQuantity;

  const place = (token: string, input: Record<string, unknown>) =>
    shopOf().gql<{ placeOrder: OrderNode }>(PLACE, { input }, token);

  const placeOk = async (token: string, input: Record<string, unknown>) => {
    const result = await place(token, { ...DELIVERY, ...input });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.placeOrder;
  };

  const myOrders = async (token: string) => {
    const result = await shopOf().gql<{ myOrders: OrderNode[] }>(MY_ORDERS, {}, token);
    expect(result.errors).toBeUndefined();
    return result.data!.myOrders;
  };

  /** The admin's list, every page of it. */
  const allOrders = async () => {
    const all: OrderNode[] = [];
    let after: string | null = null;
    do {
      const result: GraphQLResponse<{ orders: OrderPage }> = await shopOf().gql(
        ORDER_PAGE,
        { after },
        adminOf().accessToken,
      );
      expect(result.errors).toBeUndefined();
      const { edges, pageInfo } = result.data!.orders;
      all.push(...edges.map((edge) => edge.node));
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
    } while (after);
    return all;
  };

  return { products, orders, productByPart, stockOf, place, placeOk, myOrders, allOrders };
}
