import { expect } from "vitest";
import { expectOk } from "../../../support/graphql-answers";
import { DELIVERY } from "../../../support/orders";
import type { GraphQLResponse, TestServer } from "../../../support/test-server";

/** A cart as CART_FIELDS reads it. */
export interface CartView {
  lines: {
    product: { id: string; name: string; price: number; availableQuantity: number };
    quantity: number;
    lineTotal: number;
    vehicle: { make: string; model: string; year: number } | null;
    fits: boolean | null;
    fitmentState: string | null;
    addedUnitPrice: number;
    warnings: string[];
  }[];
  subtotal: number;
  itemCount: number;
}

export interface OrderView {
  id: string;
  email: string;
  name: string;
  productId: string;
  quantity: number;
  unitPrice: number;
  total: number;
  status: string;
  address: string;
  phone: string;
  lines: {
    productId: string;
    name: string;
    unitPrice: number;
    quantity: number;
    total: number;
    vehicle: { make: string; model: string; year: number } | null;
    fits: boolean | null;
    fitmentState: string | null;
  }[];
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  history: { status: string; at: string }[];
}

export const CART_FIELDS = `lines {
  product { id name price availableQuantity } quantity lineTotal vehicle { make model year } fits fitmentState addedUnitPrice warnings
} subtotal itemCount`;
export const ORDER_FIELDS = `id email name productId quantity unitPrice total status address phone
  lines { productId name unitPrice quantity total vehicle { make model year } fits fitmentState }
  shipment { carrier trackingNumber shippedAt } history { status at }`;

/** The cart and checkout calls against a shop, as the customer whose token is given. */
export function cartCalls(shopOf: () => TestServer) {
  const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
    shopOf().gql<T>(query, variables, token);

  const add = (
    token: string,
    productId: string,
    quantity: number,
    vehicle?: { make: string; model: string; year: number; submodel?: string; engine?: string },
  ) =>
    gql<{ addToCart: CartView }>(
      `mutation($productId: ID!, $quantity: Int!, $vehicle: VehicleInput) {
        addToCart(productId: $productId, quantity: $quantity, vehicle: $vehicle) { ${CART_FIELDS} } }`,
      { productId, quantity, vehicle },
      token,
    );
  const addOk = async (...args: Parameters<typeof add>) => (await expectOk(add(...args))).addToCart;

  const update = (token: string, productId: string, quantity: number) =>
    gql<{ updateCartLine: CartView }>(
      `mutation($productId: ID!, $quantity: Int!) {
        updateCartLine(productId: $productId, quantity: $quantity) { ${CART_FIELDS} } }`,
      { productId, quantity },
      token,
    );

  const cart = async (token: string) =>
    (await expectOk(gql<{ cart: CartView }>(`{ cart { ${CART_FIELDS} } }`, {}, token))).cart;

  const checkout = (
    token: string,
    input: Record<string, unknown> = DELIVERY,
  ): Promise<GraphQLResponse<{ checkout: OrderView }>> =>
    gql(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER_FIELDS} } }`, { input }, token);

  const checkoutOk = async (token: string) => {
    const result = await checkout(token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.checkout;
  };

  const order = async (token: string, id: string) =>
    (
      await expectOk(
        gql<{ order: OrderView | null }>(
          `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
          { id },
          token,
        ),
      )
    ).order;

  return { add, addOk, update, cart, checkout, checkoutOk, order };
}
