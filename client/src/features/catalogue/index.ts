/**
 * The catalogue's public entry: what the rest of the shop may use of it (the home page shows a taste of
 * the catalogue and its vehicle selector). Everything else in this folder is the catalogue's own.
 */
export { CatalogueProductsDocument, VehiclesDocument } from "./api";
export { ChosenVehicleSelector } from "./chosen-vehicle-selector";
export { ProductGrid } from "./product-grid";

/** The catalogue's pages, each fetched on first visit (the route table's lazy pages). */
export const loadProductsPage = () => import("./products-page");
export const loadPartPage = () => import("./part-page");
