import { randomUUID } from "node:crypto";
import type { Product, ProductInput } from "../../generated/server/graphql";
import { expectOk, type PostGraphQL } from "./graphql-answers";

/** The picture a product without one shows. */
export const PLACEHOLDER_PICTURE = "/assets/placeholder-part.svg";

/** Every field of a product that takes no argument, as a selection. */
export const PRODUCT_FIELDS =
  "id name description price minimumOrderQuantity availableQuantity picture partNumber category createdAt fitments { make model yearFrom yearTo }";

/** A product as PRODUCT_FIELDS reads it over HTTP: the schema's type, with its date as JSON carries it. */
export type ProductNode = Omit<Product, "__typename" | "fits" | "createdAt"> & { createdAt: string };

/**
 * Adds a product as `adminToken`'s admin through GraphQL and returns its id: a valid product with a
 * fresh name and stock for many orders, with `input` overriding any field.
 */
export async function addProduct(
  gql: PostGraphQL,
  adminToken: string,
  input: Partial<ProductInput> = {},
): Promise<string> {
  const data = await expectOk(
    gql<{ addProduct: { id: string } }>(
      "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
      {
        input: {
          name: `Part ${randomUUID().slice(0, 8)}`,
          price: 10,
          minimumOrderQuantity: 1,
          availableQuantity: 1000,
          ...input,
        },
      },
      adminToken,
    ),
  );
  return data.addProduct.id;
}
