import type { ComponentType, ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { NotFoundPage } from "../components/not-found-page";
import { loadLoginPage, loadSignUpPage } from "../features/auth";
import { loadCartPage } from "../features/cart";
import { loadGaragePage } from "../features/garage";
import { loadPartPage, loadProductsPage } from "../features/catalogue";
import { loadCheckoutPage, loadOrderPlacedPage } from "../features/checkout";
import { loadBlogsPage, loadInfoPages, loadPortfolioPage } from "../features/content";
import { loadDashboardLayout } from "../features/dashboard";
import { HomePage } from "../features/home";
import { loadAuditPage } from "../features/audit";
import { loadInboxPage } from "../features/inbox";
import { loadWebhooksPage } from "../features/webhooks";
import { loadManageOrdersPage, loadManageReturnsPage, loadMyOrdersPage } from "../features/orders";
import {
  loadAddProductPage,
  loadImportCataloguePage,
  loadManageProductsPage,
} from "../features/products-admin";
import { loadMyProfilePage } from "../features/profile";
import { loadPurchasePage } from "../features/purchase";
import { loadAddReviewPage, loadManageReviewsPage } from "../features/reviews";
import { loadAllUsersPage } from "../features/users";
import { PATHS } from "../lib/paths";
import type { StaffRole } from "../../../shared/staff-roles";
import { RequireStaffRole } from "./guards/require-staff-role";
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
/** A back-office page, for staff holding `role` (shared/staff-roles.ts). */
const staffWith = (role: StaffRole) => (page: ReactNode) => (
  <RequireStaffRole role={role}>{page}</RequireStaffRole>
);

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
          { path: PATHS.garage, ...page(loadGaragePage, "GaragePage") },
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
                ...page(loadAllUsersPage, "AllUsersPage", staffWith("customers")),
              },
              {
                path: relative(PATHS.addProduct, PATHS.dashboard),
                ...page(loadAddProductPage, "AddProductPage", staffWith("catalogue")),
              },
              {
                path: relative(PATHS.manageProduct, PATHS.dashboard),
                ...page(loadManageProductsPage, "ManageProductsPage", staffWith("catalogue")),
              },
              {
                path: relative(PATHS.importCatalogue, PATHS.dashboard),
                ...page(loadImportCataloguePage, "ImportCataloguePage", staffWith("catalogue")),
              },
              {
                path: relative(PATHS.manageOrders, PATHS.dashboard),
                ...page(loadManageOrdersPage, "ManageOrdersPage", staffWith("orders")),
              },
              {
                path: relative(PATHS.manageReturns, PATHS.dashboard),
                ...page(loadManageReturnsPage, "ManageReturnsPage", staffWith("orders")),
              },
              {
                path: relative(PATHS.inbox, PATHS.dashboard),
                ...page(loadInboxPage, "InboxPage", staffWith("customers")),
              },
              {
                path: relative(PATHS.manageReviews, PATHS.dashboard),
                ...page(loadManageReviewsPage, "ManageReviewsPage", staffWith("customers")),
              },
              {
                path: relative(PATHS.audit, PATHS.dashboard),
                ...page(loadAuditPage, "AuditPage", staffWith("owner")),
              },
              {
                path: relative(PATHS.webhooks, PATHS.dashboard),
                ...page(loadWebhooksPage, "WebhooksPage", staffWith("owner")),
              },
            ],
          },
          { path: PATHS.portfolio, ...page(loadPortfolioPage, "PortfolioPage") },
          { path: PATHS.blogs, ...page(loadBlogsPage, "BlogsPage") },
          { path: PATHS.shipping, ...page(loadInfoPages, "ShippingPage") },
          { path: PATHS.returns, ...page(loadInfoPages, "ReturnsPage") },
          { path: PATHS.about, ...page(loadInfoPages, "AboutPage") },
          { path: PATHS.contact, ...page(loadInfoPages, "ContactPage") },
          { path: PATHS.terms, ...page(loadInfoPages, "TermsPage") },
          { path: PATHS.privacy, ...page(loadInfoPages, "PrivacyPage") },
          { path: PATHS.cookies, ...page(loadInfoPages, "CookiesPage") },
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
