import { lazy, type ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { NotFoundPage } from "../components/not-found-page";
import { HomePage } from "../features/catalogue/home-page";
import { PATHS } from "../lib/paths";
import { RequireAdmin } from "./guards/require-admin";
import { RequireAuth } from "./guards/require-auth";
import { RootLayout } from "./layout/root-layout";
import { RouteErrorPage } from "./route-error-page";

/**
 * A page whose code is fetched on first visit. The home page is the only one in the first bundle: the
 * dashboard, the forms and Firebase's sign-in screens load when someone goes there.
 */
function page<Module>(load: () => Promise<Module>, name: keyof Module): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const ProductsPage = page(() => import("../features/catalogue/products-page"), "ProductsPage");
const PartPage = page(() => import("../features/catalogue/part-page"), "PartPage");
const PurchasePage = page(() => import("../features/purchase/purchase-page"), "PurchasePage");
const DashboardLayout = page(() => import("../features/dashboard/dashboard-layout"), "DashboardLayout");
const MyProfilePage = page(() => import("../features/profile/my-profile-page"), "MyProfilePage");
const AddReviewPage = page(() => import("../features/reviews/add-review-page"), "AddReviewPage");
const MyOrdersPage = page(() => import("../features/orders/my-orders-page"), "MyOrdersPage");
const AllUsersPage = page(() => import("../features/users/all-users-page"), "AllUsersPage");
const AddProductPage = page(() => import("../features/products-admin/add-product-page"), "AddProductPage");
const ManageProductsPage = page(
  () => import("../features/products-admin/manage-products-page"),
  "ManageProductsPage",
);
const ManageOrdersPage = page(() => import("../features/orders/manage-orders-page"), "ManageOrdersPage");
const PortfolioPage = page(() => import("../features/content/portfolio-page"), "PortfolioPage");
const BlogsPage = page(() => import("../features/content/blogs-page"), "BlogsPage");
const LoginPage = page(() => import("../features/auth/login-page"), "LoginPage");
const SignUpPage = page(() => import("../features/auth/sign-up-page"), "SignUpPage");

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
          { path: PATHS.products, element: <ProductsPage /> },
          { path: PATHS.part, element: <PartPage /> },
          ...[PATHS.purchase, PATHS.productsPurchase].map((path) => ({
            path,
            element: (
              <RequireAuth>
                <PurchasePage />
              </RequireAuth>
            ),
          })),
          {
            path: PATHS.dashboard,
            element: (
              <RequireAuth>
                <DashboardLayout />
              </RequireAuth>
            ),
            children: [
              { index: true, element: <MyProfilePage /> },
              { path: relative(PATHS.review, PATHS.dashboard), element: <AddReviewPage /> },
              { path: relative(PATHS.myOrders, PATHS.dashboard), element: <MyOrdersPage /> },
              ...(
                [
                  [PATHS.users, AllUsersPage],
                  [PATHS.addProduct, AddProductPage],
                  [PATHS.manageProduct, ManageProductsPage],
                  [PATHS.manageOrders, ManageOrdersPage],
                ] as const
              ).map(([path, Page]) => ({
                path: relative(path, PATHS.dashboard),
                element: (
                  <RequireAdmin>
                    <Page />
                  </RequireAdmin>
                ),
              })),
            ],
          },
          { path: PATHS.portfolio, element: <PortfolioPage /> },
          { path: PATHS.blogs, element: <BlogsPage /> },
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.signUp, element: <SignUpPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
