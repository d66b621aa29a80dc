import { INFO_PAGE_PATHS } from "../../../shared/info-page-paths";

/**
 * Every page of the shop, as the spec's route table names them. The router builds its routes from these,
 * and the server answers a browser's request for any other path with the not-found page and a real 404.
 * Plain data, no React: the build (vite.config.ts) writes the list into dist/client for the server.
 */
export const PATHS = {
  home: "/",
  products: "/products",
  part: "/products/:productId",
  purchase: "/purchase/:productId",
  productsPurchase: "/products/purchase/:productId",
  cart: "/cart",
  garage: "/garage",
  checkout: "/checkout",
  orderPlaced: "/orders/:orderId/placed",
  dashboard: "/dashboard",
  review: "/dashboard/review",
  myOrders: "/dashboard/myProduct",
  users: "/dashboard/users",
  addProduct: "/dashboard/addProduct",
  manageProduct: "/dashboard/manageProduct",
  importCatalogue: "/dashboard/importCatalogue",
  manageOrders: "/dashboard/manageOrders",
  inbox: "/dashboard/inbox",
  manageReviews: "/dashboard/reviews",
  manageReturns: "/dashboard/returns",
  audit: "/dashboard/audit",
  webhooks: "/dashboard/webhooks",
  portfolio: "/myPortfolio",
  blogs: "/blogs",
  login: "/login",
  signUp: "/signUp",
  ...INFO_PAGE_PATHS,
} as const;

export const purchasePath = (productId: string) => `/purchase/${encodeURIComponent(productId)}`;

/** A part's public page, which search engines and shared links point at. */
export const partPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

/** The confirmation a buyer lands on once their checkout has placed the order. */
export const orderPlacedPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/placed`;
