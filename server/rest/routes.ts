import {
  ORDER_FIELDS,
  PRODUCT_FIELDS,
  PROFILE_FIELDS,
  REVIEW_FIELDS,
} from "../../shared/field-rules/shop-fields";
import { MAX_PAGE_SIZE } from "../../shared/page-sizes";
import { TAG } from "../http/response-cache/public-reads";
import { everyPage } from "./every-page";
import { legacyNumbers, legacyText, numberField, textField } from "./legacy-input";
import {
  deleted,
  inserted,
  legacyOrder,
  legacyProduct,
  legacyReview,
  legacyUser,
  modified,
} from "./legacy-shapes";
import {
  REST_ADD_PRODUCT,
  REST_ADD_REVIEW,
  REST_CANCEL_ORDER,
  REST_DELETE_PRODUCT,
  REST_MAKE_ADMIN,
  REST_MY_ORDERS,
  REST_ORDER_PAGE,
  REST_PLACE_ORDER,
  REST_PRODUCT,
  REST_PRODUCT_PAGE,
  REST_REVIEWS,
  REST_SIGN_IN,
  REST_UPDATE_PROFILE,
  REST_USER_PAGE,
  REST_USER_PROFILE,
  REST_USER_ROLE,
} from "./operations";
import { RestError, type RestRoute } from "./route";

/** A bound on text no form field of the shop names (ids, e-mails in paths, the legacy order's buyer). */
const text = (maxLength: number) => ({ type: "string", maxLength });
const id = { type: "object", required: ["id"], properties: { id: text(64) } };
const byEmail = { type: "object", required: ["email"], properties: { email: text(254) } };

/**
 * Every legacy path of SPEC.md section 7, each running GraphQL operations with the caller's own
 * context, so it can reach nothing the caller could not reach through GraphQL. It adds no rule of its
 * own: where a legacy path names an e-mail (the token's, the buyer's), the path passes it on and the
 * service decides (services/common/ownership.ts).
 */
export const REST_ROUTES: RestRoute[] = [
  {
    method: "GET",
    url: "/products",
    publicTags: () => [TAG.products],
    // Legacy clients expect the whole catalogue in one array: page through the connection.
    run: async (exec) =>
      (await everyPage(async (page) => (await exec(REST_PRODUCT_PAGE, page)).products)).map(legacyProduct),
  },
  {
    method: "GET",
    url: "/products/:id",
    schema: { params: id },
    publicTags: (params) => [TAG.product(params.id!)],
    run: async (exec, { params }) => {
      const { product } = await exec(REST_PRODUCT, { id: params.id! });
      if (!product) throw new RestError(404, "NOT_FOUND", "Product not found");
      return legacyProduct(product);
    },
  },
  {
    method: "POST",
    url: "/products",
    schema: {
      // Nothing `required` here: the service names a missing field in the form's words ("Name is
      // Required"), where the schema would say "body must have required property 'name'".
      body: {
        type: "object",
        properties: {
          name: textField(PRODUCT_FIELDS.name),
          description: textField(PRODUCT_FIELDS.description),
          price: numberField(PRODUCT_FIELDS.price),
          minimum_order_quantity: numberField(PRODUCT_FIELDS.minimumOrderQuantity),
          available_quantity: numberField(PRODUCT_FIELDS.availableQuantity),
          picture: textField(PRODUCT_FIELDS.picture),
          part_number: textField(PRODUCT_FIELDS.partNumber),
          category: textField(PRODUCT_FIELDS.category),
        },
      },
    },
    run: async (exec, { body }) => {
      const numbers = legacyNumbers(body, {
        price: PRODUCT_FIELDS.price,
        minimum_order_quantity: PRODUCT_FIELDS.minimumOrderQuantity,
        available_quantity: PRODUCT_FIELDS.availableQuantity,
      });
      const input = {
        name: legacyText(body, "name") ?? "",
        description: legacyText(body, "description"),
        price: numbers.price,
        minimumOrderQuantity: numbers.minimum_order_quantity,
        availableQuantity: numbers.available_quantity,
        picture: legacyText(body, "picture"),
        partNumber: legacyText(body, "part_number"),
        category: legacyText(body, "category"),
      };
      const { addProduct } = await exec(REST_ADD_PRODUCT, { input });
      return inserted(addProduct.id);
    },
  },
  {
    method: "DELETE",
    url: "/products/:id",
    schema: { params: id },
    publicTags: (params) => [TAG.product(params.id!)],
    run: async (exec, { params }) => {
      await exec(REST_DELETE_PRODUCT, { id: params.id! });
      return deleted(1);
    },
  },
  {
    method: "GET",
    url: "/reviews",
    publicTags: () => [TAG.reviews],
    // The newest page of the largest size, oldest first: the home page shows the last three.
    run: async (exec) => (await exec(REST_REVIEWS, { last: MAX_PAGE_SIZE })).reviews.map(legacyReview),
  },
  {
    method: "POST",
    url: "/reviews",
    schema: {
      // Missing fields are the service's to name, in the form's words (see POST /products).
      body: {
        type: "object",
        properties: {
          feedback: textField(REVIEW_FIELDS.feedback),
          name: textField(REVIEW_FIELDS.name),
          ratings: numberField(REVIEW_FIELDS.ratings),
        },
      },
    },
    run: async (exec, { body }) => {
      const { ratings } = legacyNumbers(body, { ratings: REVIEW_FIELDS.ratings });
      const input = {
        feedback: legacyText(body, "feedback") ?? "",
        name: legacyText(body, "name") ?? "",
        ratings,
      };
      const { addReview } = await exec(REST_ADD_REVIEW, { input });
      return inserted(addReview.id);
    },
  },
  {
    method: "PUT",
    url: "/user/:email",
    schema: { params: byEmail, body: { type: "object", properties: { email: text(254) } } },
    // The bearer here is a Firebase ID token, exchanged for the shop's token only for its own e-mail.
    run: async (exec, { params, idToken }) => {
      if (!idToken)
        throw new RestError(
          401,
          "UNAUTHENTICATED",
          "Send the Firebase ID token as Authorization: Bearer <token>",
        );
      // signIn refuses a token of another e-mail before it stores anything.
      const { signIn } = await exec(REST_SIGN_IN, { idToken, email: params.email });
      return { token: signIn.accessToken };
    },
  },
  {
    method: "GET",
    url: "/user",
    // Every user in sign-up order, in one array as documented: page through the connection.
    run: async (exec) =>
      (await everyPage(async (page) => (await exec(REST_USER_PAGE, page)).users)).map(legacyUser),
  },
  {
    method: "PUT",
    url: "/user/admin/:email",
    schema: { params: byEmail },
    run: async (exec, { params }) => {
      const { makeAdmin } = await exec(REST_MAKE_ADMIN, { email: params.email! });
      return modified(makeAdmin.changed ? 1 : 0);
    },
  },
  {
    method: "GET",
    url: "/admin/:email",
    schema: { params: byEmail },
    run: async (exec, { params }) => {
      const { user } = await exec(REST_USER_ROLE, { email: params.email! });
      return { admin: user?.role === "ADMIN" };
    },
  },
  {
    method: "GET",
    url: "/userProfile/:email",
    schema: { params: byEmail },
    run: async (exec, { params }) => {
      const { user } = await exec(REST_USER_PROFILE, { email: params.email! });
      if (!user) throw new RestError(404, "NOT_FOUND", "User not found");
      const { email, profile } = user;
      return { email, education: profile.education, address: profile.address, phone: profile.phone };
    },
  },
  {
    method: "PUT",
    url: "/userProfile/:email",
    schema: {
      params: byEmail,
      body: {
        type: "object",
        properties: {
          education: textField(PROFILE_FIELDS.education),
          address: textField(PROFILE_FIELDS.address),
          phone: textField(PROFILE_FIELDS.phone),
        },
      },
    },
    run: async (exec, { params, body }) => {
      const input = {
        education: legacyText(body, "education") ?? "",
        address: legacyText(body, "address") ?? "",
        phone: legacyText(body, "phone") ?? "",
      };
      await exec(REST_UPDATE_PROFILE, { input, email: params.email });
      return modified(1);
    },
  },
  {
    method: "POST",
    url: "/order",
    schema: {
      body: {
        type: "object",
        required: ["productId"],
        properties: {
          email: text(254),
          name: text(200),
          productId: text(64),
          address: textField(ORDER_FIELDS.address),
          quantity: numberField(ORDER_FIELDS.quantity),
          phone: textField(ORDER_FIELDS.phone),
        },
      },
    },
    // The legacy form names the buyer; OrdersService.place takes orders in the caller's own name only.
    run: async (exec, { body }) => {
      const { quantity } = legacyNumbers(body, { quantity: ORDER_FIELDS.quantity });
      const input = {
        productId: legacyText(body, "productId") ?? "",
        quantity,
        address: legacyText(body, "address") ?? "",
        phone: legacyText(body, "phone") ?? "",
        email: legacyText(body, "email"),
      };
      const { placeOrder } = await exec(REST_PLACE_ORDER, { input });
      return inserted(placeOrder.id);
    },
  },
  {
    method: "GET",
    url: "/order",
    schema: { querystring: byEmail },
    run: async (exec, { query }) =>
      (await exec(REST_MY_ORDERS, { email: query.email! })).myOrders.map(legacyOrder),
  },
  {
    method: "DELETE",
    url: "/order/:id",
    schema: { params: id },
    run: async (exec, { params }) => {
      await exec(REST_CANCEL_ORDER, { id: params.id! });
      return deleted(1);
    },
  },
  {
    method: "GET",
    url: "/orders",
    // Every order, newest first, in one array as documented: page through the connection.
    run: async (exec) =>
      (await everyPage(async (page) => (await exec(REST_ORDER_PAGE, page)).orders)).map(legacyOrder),
  },
];
