import type { ComponentType, ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { NotFoundPage } from "../components/not-found-page";
import { loadLoginPage, loadSignUpPage } from "../features/auth";
import { loadCartPage } from "../features/cart";
import { loadPartPage, loadProductsPage } from "../features/catalogue";
import { loadCheckoutPage, loadOrderPlacedPage } from "../features/checkout";
import { loadBlogsPage, loadPortfolioPage } from "../features/content";
import { loadDashboardLayout } from "../features/dashboard";
import { HomePage } from "../features/home";
import { loadInboxPage } from "../features/inbox";
import { loadManageOrdersPage, loadMyOrdersPage } from "../features/orders";
import {
  loadAddProductPage,
  loadImportCataloguePage,
  loadManageProductsPage,
} from "../features/products-admin";
import { loadMyProfilePage } from "../features/profile";
import { loadPurchasePage } from "../features/purchase";
import { loadAddReviewPage } from "../features/reviews";
import { loadAllUsersPage } from "../features/users";
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
 * a page the server rendered. `load` is the page's loader from its feature's entry (features/<name>/index.ts),
 * whose import() makes the page a chunk of its own. `guard` puts the page inside a guard, which makes it a
 * signed-in user's.
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
          { path: PATHS.products, ...page(loadProductsPage, "ProductsPage") },
          { path: PATHS.part, ...page(loadPartPage, "PartPage") },
          ...[PATHS.purchase, PATHS.productsPurchase].map((path) => ({
            path,
            ...page(loadPurchasePage, "PurchasePage", signedIn),
          })),
          { path: PATHS.cart, ...page(loadCartPage, "CartPage") },
          { path: PATHS.checkout, ...page(loadCheckoutPage, "CheckoutPage", signedIn) },
          { path: PATHS.orderPlaced, ...page(loadOrderPlacedPage, "OrderPlacedPage", signedIn) },
          {
            path: PATHS.dashboard,
            ...page(loadDashboardLayout, "DashboardLayout", signedIn),
            children: [
              { index: true, ...page(loadMyProfilePage, "MyProfilePage") },
              { path: relative(PATHS.review, PATHS.dashboard), ...page(loadAddReviewPage, "AddReviewPage") },
              { path: relative(PATHS.myOrders, PATHS.dashboard), ...page(loadMyOrdersPage, "MyOrdersPage") },
              {
                path: relative(PATHS.users, PATHS.dashboard),
                ...page(loadAllUsersPage, "AllUsersPage", adminOnly),
              },
              {
                path: relative(PATHS.addProduct, PATHS.dashboard),
                ...page(loadAddProductPage, "AddProductPage", adminOnly),
              },
              {
                path: relative(PATHS.manageProduct, PATHS.dashboard),
                ...page(loadManageProductsPage, "ManageProductsPage", adminOnly),
              },
              {
                path: relative(PATHS.importCatalogue, PATHS.dashboard),
                ...page(loadImportCataloguePage, "ImportCataloguePage", adminOnly),
              },
              {
                path: relative(PATHS.manageOrders, PATHS.dashboard),
                ...page(loadManageOrdersPage, "ManageOrdersPage", adminOnly),
              },
              {
                path: relative(PATHS.inbox, PATHS.dashboard),
                ...page(loadInboxPage, "InboxPage", adminOnly),
              },
            ],
          },
          { path: PATHS.portfolio, ...page(loadPortfolioPage, "PortfolioPage") },
          { path: PATHS.blogs, ...page(loadBlogsPage, "BlogsPage") },
          { path: PATHS.login, ...page(loadLoginPage, "LoginPage") },
          { path: PATHS.signUp, ...page(loadSignUpPage, "SignUpPage") },
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
