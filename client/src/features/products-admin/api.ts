import { graphql } from "../../../../generated/client";

/** The fields an admin's product card shows; the mutations return them too, so cards update by id. */
export const AdminProductFields = graphql(`
  fragment AdminProductFields on Product {
    ...ProductFacts
  }
`);

/** The whole catalogue, newest first, a page at a time. */
export const AdminProductsDocument = graphql(`
  query AdminProducts($first: Int!, $after: String) {
    products(sort: NEWEST, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...AdminProductFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Categories in use, offered as suggestions on the Add Product form. */
export const AdminCategoriesDocument = graphql(`
  query AdminCategories {
    categories
  }
`);

export const AddProductDocument = graphql(`
  mutation AddProduct($input: ProductInput!) {
    addProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`);

export const DeleteProductDocument = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
      deleted
    }
  }
`);
