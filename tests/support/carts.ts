import type { CartLineView } from "../../client/src/features/cart/api";
import { expectOk, type PostGraphQL } from "./graphql-answers";

/** The vehicle the cart tests shop for, and fitments a part fits it with, or not. */
export const COROLLA_2015 = { make: "Toyota", model: "Corolla", year: 2015 };
export const FITS_COROLLA = [{ make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2019 }];
export const FITS_CIVIC_ONLY = [{ make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2021 }];

/** Adds to `token`'s user's cart through GraphQL, as the browser's Add to cart does. */
export async function addToCart(
  gql: PostGraphQL,
  token: string,
  productId: string,
  quantity: number,
  vehicle?: typeof COROLLA_2015,
): Promise<void> {
  await expectOk(
    gql(
      `mutation($productId: ID!, $quantity: Int!, $vehicle: VehicleInput) {
        addToCart(productId: $productId, quantity: $quantity, vehicle: $vehicle) { itemCount }
      }`,
      { productId, quantity, vehicle },
      token,
    ),
  );
}

/** A cart line as the shop answers it, for components shown without a shop: 4 pads, no vehicle, no warning. */
export function cartLine(overrides: Partial<CartLineView> = {}): CartLineView {
  return {
    quantity: 4,
    lineTotal: 51.96,
    addedUnitPrice: 12.99,
    fitmentState: null,
    warnings: [],
    vehicle: null,
    product: {
      id: "665f1c2e9b1e8a0012345678",
      name: "Ceramic Brake Pads",
      partNumber: "BP-1210-CF",
      price: 12.99,
      picture: "/assets/parts/ceramic-brake-pads.svg",
      minimumOrderQuantity: 2,
      availableQuantity: 6,
    },
    ...overrides,
  };
}
