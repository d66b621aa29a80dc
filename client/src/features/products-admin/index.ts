/** The admin's Add Product, Manage Product and Import Catalogue pages, each fetched on first visit. */
export const loadAddProductPage = () => import("./add-product-page");
export const loadManageProductsPage = () => import("./manage-products-page");
export const loadImportCataloguePage = () => import("./import-catalogue-page");
