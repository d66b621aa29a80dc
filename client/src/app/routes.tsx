import type { ComponentType, ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { NotFoundPage } from "../components/not-found-page";
import { HomePage } from "../features/catalogue/home-page";
import { PATHS } from "../lib/paths";
import { RequireAdmin } from "./guards/require-admin";
import { RequireAuth } from "./guards/require-auth";
import { RootLayout } from "./layout/root-layout";
import { RouteErrorPage } from "./route-error-page";

/** The handle of a route only a signed-in user may see: the server renders none of it (isBehindLogin). */
const BEHIND_LOGIN = { behindLogin: true } as const;

/**
 * A route's page, whose code is fetched on first visit: the home page is the only one in the first bundle;
 * the dashboard, the forms and Firebase's sign-in screens load when someone goes there. React Router loads
 * it before showing the route (route.lazy), on the server too, and main.tsx before the browser takes over
 * a page the server rendered. `guard` puts the page inside a guard, which makes it a signed-in user's.
 */
function page<Module>(
  load: () => Promise<Module>,
  name: keyof Module,
  guard?: (page: ReactNode) => ReactNode,
): Pick<RouteObject, "lazy" | "handle"> {
  return {
    ...(guard && { handle: BEHIND_LOGIN }),
    lazy: async () => {
      const Page = (await load())[name] as ComponentType;
      return { element: guard ? guard(<Page />) : <Page /> };
    },
  };
}

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const adminOnly = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;

const relative = (path: string, parent: string) => path.slice(parent.length + 1);

/**
 * The spec's route table, guards included. Paths come from lib/paths.ts, which the build also lists for the
 * server.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Inside the layout, so a crashed page keeps the navigation bar and the footer.
        errorElement: <RouteErrorPage />,
        children: [
          { path: PATHS.home, element: <HomePage /> },
          {
            path: PATHS.products,
            ...page(() => import("../features/catalogue/products-page"), "ProductsPage"),
          },
          { path: PATHS.part, ...page(() => import("../features/catalogue/part-page"), "PartPage") },
          ...[PATHS.purchase, PATHS.productsPurchase].map((path) => ({
            path,
            ...page(() => import("../features/purchase/purchase-page"), "PurchasePage", signedIn),
          })),
          { path: PATHS.cart, ...page(() => import("../features/cart/cart-page"), "CartPage") },
          {
            path: PATHS.checkout,
            ...page(() => import("../features/checkout/checkout-page"), "CheckoutPage", signedIn),
          },
          {
            path: PATHS.orderPlaced,
            ...page(() => import("../features/checkout/order-placed-page"), "OrderPlacedPage", signedIn),
          },
          {
            path: PATHS.dashboard,
            ...page(() => import("../features/dashboard/dashboard-layout"), "DashboardLayout", signedIn),
            children: [
              { index: true, ...page(() => import("../features/profile/my-profile-page"), "MyProfilePage") },
              {
                path: relative(PATHS.review, PATHS.dashboard),
                ...page(() => import("../features/reviews/add-review-page"), "AddReviewPage"),
              },
              {
                path: relative(PATHS.myOrders, PATHS.dashboard),
                ...page(() => import("../features/orders/my-orders-page"), "MyOrdersPage"),
              },
              {
                path: relative(PATHS.users, PATHS.dashboard),
                ...page(() => import("../features/users/all-users-page"), "AllUsersPage", adminOnly),
              },
              {
                path: relative(PATHS.addProduct, PATHS.dashboard),
                ...page(
                  () => import("../features/products-admin/add-product-page"),
                  "AddProductPage",
                  adminOnly,
                ),
              },
              {
                path: relative(PATHS.manageProduct, PATHS.dashboard),
                ...page(
                  () => import("../features/products-admin/manage-products-page"),
                  "ManageProductsPage",
                  adminOnly,
                ),
              },
              {
                path: relative(PATHS.manageOrders, PATHS.dashboard),
                ...page(() => import("../features/orders/manage-orders-page"), "ManageOrdersPage", adminOnly),
              },
            ],
          },
          {
            path: PATHS.portfolio,
            ...page(() => import("../features/content/portfolio-page"), "PortfolioPage"),
          },
          { path: PATHS.blogs, ...page(() => import("../features/content/blogs-page"), "BlogsPage") },
          { path: PATHS.login, ...page(() => import("../features/auth/login-page"), "LoginPage") },
          { path: PATHS.signUp, ...page(() => import("../features/auth/sign-up-page"), "SignUpPage") },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Whether the page at `pathname` is a signed-in user's (its route or one around it has a guard): what it
 * shows is theirs, which a server rendering as a visitor does not know, and a crawler never sees it.
 */
export function isBehindLogin(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.handle === BEHIND_LOGIN);
}
