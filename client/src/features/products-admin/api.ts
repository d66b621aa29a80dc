import { graphql } from "../../../../generated/client";

/**
 * Every field of a product, as Manage Product's table and its Edit form need them; the mutations return
 * them too, so a row updates by id.
 */
export const AdminProductFields = graphql(`
  fragment AdminProductFields on Product {
    ...ProductFacts
    partType
    reorderLevel
    oeNumbers
    interchangeNumbers
    universal
    fitments {
      ...FitmentRange
    }
  }
`);

/** Rows of Manage Product's table a page: the API's default page, short enough to read down on a phone. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/**
 * The catalogue as Manage Product's table pages it: searched, sorted by a column, maybe only parts low on
 * stock. The page size is written here, not passed: the cost limit counts a page size passed as a
 * variable as the largest page. Asked under the alias the cache keeps page by page (PAGED_PRODUCTS in
 * lib/apollo-client.ts).
 */
export const AdminProductsDocument = graphql(`
  query AdminProducts($filter: ProductFilter, $sort: ProductSort, $after: String) {
    productsPage: products(filter: $filter, sort: $sort, first: 20, after: $after) {
      totalCount
      edges {
        node {
          ...AdminProductFields
        }
      }
      pageInfo {
        ...PageEnd
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
