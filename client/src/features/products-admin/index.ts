/** The admin's Add Product and Manage Product pages, each fetched on first visit. */
export const loadAddProductPage = () => import("./add-product-page");
export const loadManageProductsPage = () => import("./manage-products-page");
