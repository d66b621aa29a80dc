import { legacyNumbers } from "./legacy-input";
import {
  ORDER_FIELDS,
  PRODUCT_FIELDS,
  REVIEW_FIELDS,
  USER_FIELDS,
  deleted,
  inserted,
  legacyOrder,
  legacyProduct,
  legacyReview,
  legacyUser,
  modified,
} from "./legacy-shapes";
import { RestError, type Exec, type RestRoute, type Row } from "./route";

/** Strings a legacy form may send for numbers ("19.99", "5"), bounded like the form's fields. */
const numeric = { type: ["number", "string"], maxLength: 20 };
const text = (maxLength: number) => ({ type: "string", maxLength });
const id = { type: "object", required: ["id"], properties: { id: text(64) } };
const byEmail = { type: "object", required: ["email"], properties: { email: text(254) } };

const sameEmail = (a: unknown, b: unknown) =>
  String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/** The caller's e-mail: 401 for visitors, so "your own" checks below can compare. */
async function callerEmail(exec: Exec) {
  const { me } = await exec("query { me { email } }");
  if (!me) throw new RestError(401, "UNAUTHENTICATED", "Sign in to do this");
  return (me as Row).email as string;
}

/**
 * Every legacy path of SPEC.md section 7, each running GraphQL operations with the caller's own
 * context (so it can reach nothing the caller could not reach through GraphQL), and stricter where
 * DESIGN.md says: tokens bound to their e-mail, orders to their owner.
 */
export const REST_ROUTES: RestRoute[] = [
  {
    method: "GET",
    url: "/products",
    // Legacy clients expect the whole catalogue in one array: page through the connection.
    run: async (exec) => {
      const products: Row[] = [];
      let after: string | null = null;
      do {
        const { products: page } = (await exec(
          `query($after: String) { products(first: 100, after: $after) { edges { node { ${PRODUCT_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
          { after },
        )) as {
          products: { edges: { node: Row }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
        };
        products.push(...page.edges.map((edge) => edge.node));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return products.map(legacyProduct);
    },
  },
  {
    method: "GET",
    url: "/products/:id",
    schema: { params: id },
    run: async (exec, { params }) => {
      const { product } = await exec(`query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, {
        id: params.id,
      });
      if (!product) throw new RestError(404, "NOT_FOUND", "Product not found");
      return legacyProduct(product as Row);
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
          name: text(200),
          description: text(2000),
          price: numeric,
          minimum_order_quantity: numeric,
          available_quantity: numeric,
          picture: text(2048),
          part_number: text(40),
          category: text(40),
        },
      },
    },
    run: async (exec, { body }) => {
      const numbers = legacyNumbers(body, {
        price: { label: "Price", required: true },
        minimum_order_quantity: { label: "Minimum Order Quantity", required: true, integer: true },
        available_quantity: { label: "Available Quantity", integer: true },
      });
      const input = {
        name: body.name ?? "",
        description: body.description,
        price: numbers.price,
        minimumOrderQuantity: numbers.minimum_order_quantity,
        availableQuantity: numbers.available_quantity,
        picture: body.picture,
        partNumber: body.part_number,
        category: body.category,
      };
      const { addProduct } = await exec(
        `mutation($input: ProductInput!) { addProduct(input: $input) { id } }`,
        { input },
      );
      return inserted((addProduct as Row).id);
    },
  },
  {
    method: "DELETE",
    url: "/products/:id",
    schema: { params: id },
    run: async (exec, { params }) => {
      await exec(`mutation($id: ID!) { deleteProduct(id: $id) { deleted } }`, { id: params.id });
      return deleted(1);
    },
  },
  {
    method: "GET",
    url: "/reviews",
    // The newest 100 (the largest page), oldest first: the home page shows the last three.
    run: async (exec) =>
      ((await exec(`query { reviews(last: 100) { ${REVIEW_FIELDS} } }`)).reviews as Row[]).map(legacyReview),
  },
  {
    method: "POST",
    url: "/reviews",
    schema: {
      // Missing fields are the service's to name, in the form's words (see POST /products).
      body: {
        type: "object",
        properties: { feedback: text(1000), name: text(200), ratings: numeric },
      },
    },
    run: async (exec, { body }) => {
      const { ratings } = legacyNumbers(body, {
        ratings: { label: "Rating", required: true, integer: true },
      });
      const input = { feedback: body.feedback ?? "", name: body.name ?? "", ratings };
      const { addReview } = await exec(`mutation($input: ReviewInput!) { addReview(input: $input) { id } }`, {
        input,
      });
      return inserted((addReview as Row).id);
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
      const { signIn } = (await exec(
        `mutation($idToken: String!, $email: String) { signIn(idToken: $idToken, email: $email) { accessToken } }`,
        { idToken, email: params.email },
      )) as { signIn: { accessToken: string } };
      return { token: signIn.accessToken };
    },
  },
  {
    method: "GET",
    url: "/user",
    run: async (exec) => ((await exec(`query { users { ${USER_FIELDS} } }`)).users as Row[]).map(legacyUser),
  },
  {
    method: "PUT",
    url: "/user/admin/:email",
    schema: { params: byEmail },
    run: async (exec, { params }) => {
      const { makeAdmin } = await exec(`mutation($email: String!) { makeAdmin(email: $email) { changed } }`, {
        email: params.email,
      });
      return modified((makeAdmin as Row).changed ? 1 : 0);
    },
  },
  {
    method: "GET",
    url: "/admin/:email",
    schema: { params: byEmail },
    run: async (exec, { params }) => {
      const { user } = await exec(`query($email: String!) { user(email: $email) { role } }`, {
        email: params.email,
      });
      return { admin: (user as Row | null)?.role === "ADMIN" };
    },
  },
  {
    method: "GET",
    url: "/userProfile/:email",
    schema: { params: byEmail },
    run: async (exec, { params }) => {
      const { user } = await exec(
        `query($email: String!) { user(email: $email) { email profile { education address phone } } }`,
        {
          email: params.email,
        },
      );
      if (!user) throw new RestError(404, "NOT_FOUND", "User not found");
      const { email, profile } = user as { email: string; profile: Row };
      return { email, education: profile.education, address: profile.address, phone: profile.phone };
    },
  },
  {
    method: "PUT",
    url: "/userProfile/:email",
    schema: {
      params: byEmail,
      body: { type: "object", properties: { education: text(100), address: text(300), phone: text(25) } },
    },
    run: async (exec, { params, body }) => {
      const input = { education: body.education ?? "", address: body.address ?? "", phone: body.phone ?? "" };
      await exec(
        `mutation($input: ProfileInput!, $email: String) { updateProfile(input: $input, email: $email) { id } }`,
        {
          input,
          email: params.email,
        },
      );
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
          address: text(300),
          quantity: numeric,
          phone: text(25),
        },
      },
    },
    // The legacy form names the buyer; only the signed-in buyer may order in their own name.
    run: async (exec, { body }) => {
      const email = await callerEmail(exec);
      if (body.email !== undefined && !sameEmail(body.email, email)) {
        throw new RestError(403, "FORBIDDEN", "You can only order for your own account");
      }
      const { quantity } = legacyNumbers(body, {
        quantity: { label: "Quantity", required: true, integer: true },
      });
      const input = {
        productId: body.productId,
        quantity,
        address: body.address ?? "",
        phone: body.phone ?? "",
      };
      const { placeOrder } = await exec(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
        { input },
      );
      return inserted((placeOrder as Row).id);
    },
  },
  {
    method: "GET",
    url: "/order",
    schema: { querystring: byEmail },
    run: async (exec, { query }) => {
      const email = await callerEmail(exec);
      if (!sameEmail(query.email, email))
        throw new RestError(403, "FORBIDDEN", "You can only see your own orders");
      return ((await exec(`query { myOrders { ${ORDER_FIELDS} } }`)).myOrders as Row[]).map(legacyOrder);
    },
  },
  {
    method: "DELETE",
    url: "/order/:id",
    schema: { params: id },
    run: async (exec, { params }) => {
      await exec(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: params.id });
      return deleted(1);
    },
  },
  {
    method: "GET",
    url: "/orders",
    run: async (exec) =>
      ((await exec(`query { orders { ${ORDER_FIELDS} } }`)).orders as Row[]).map(legacyOrder),
  },
];
