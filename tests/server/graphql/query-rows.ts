import { expect } from "vitest";
import { ObjectId } from "mongodb";
import {
  addProduct,
  products,
  addToCartOf,
  garageVehicleOf,
  CATEGORY,
  admin,
  customer,
  emailOf,
  NOT_YOUR_ACCOUNT,
  otherCustomer,
  OWN_OR_STAFF,
  STAFF,
  holds,
  giveRoles,
  addWebhookEndpoint,
  STAFF_ROLE_OF,
  placeOrder,
  PRODUCT_FIELDS,
  productId,
  PUBLIC,
  storeReturn,
  savedAddressOfCustomer,
  SIGNED_IN,
  storeContactMessage,
  storeReview,
  type Row,
} from "./permission-world";

/** Who may call each Query field (see permission-world.ts). */
export const QUERY_ROWS: Row[] = [
  {
    root: "Query",
    field: "products",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `query($category: String) { products(filter: { category: $category }) { totalCount edges { node { id } } } }`,
      variables: { category: CATEGORY },
      allowed: (answer) => {
        const page = answer as { totalCount: number; edges: { node: { id: string } }[] };
        expect(page.edges.map((edge) => edge.node.id)).toContain(productId);
      },
    }),
  },
  {
    root: "Query",
    field: "product",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`,
      variables: { id: productId },
      allowed: (answer) => expect((answer as { id: string }).id).toBe(productId),
    }),
  },
  {
    root: "Query",
    field: "categories",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ categories }`,
      allowed: (answer) => expect(answer).toContain(CATEGORY),
    }),
  },
  {
    root: "Query",
    field: "vehicles",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ vehicles { make models { model years } } }`,
      allowed: (answer) => expect((answer as unknown[]).length).toBeGreaterThan(0),
    }),
  },
  {
    root: "Query",
    field: "vehicleVariants",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      // The starting catalogue's spark plug and oil filter fit only the 5.0L V8 of a 2014 F-150.
      query: `{ vehicleVariants(year: 2014, make: "Ford", model: "F-150") { submodels engines } }`,
      allowed: (answer) => expect(answer).toEqual({ submodels: [], engines: ["3.7L V6", "5.0L V8"] }),
    }),
  },
  {
    root: "Query",
    field: "decodeVin",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ decodeVin(vin: "1HGCM82633A004352") { year make model } }`,
      allowed: (answer) => expect(answer).toEqual({ year: 2003, make: "Honda", model: "Accord" }),
    }),
  },
  {
    root: "Query",
    field: "jobKit",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ jobKit(job: FRONT_BRAKE_JOB, vehicle: { make: "Nomake", model: "Nomodel", year: 2020 }) { name lines { piece warning } } }`,
      allowed: (answer) => expect((answer as { name: string }).name).toBe("Front brake job"),
    }),
  },
  {
    root: "Query",
    field: "reviews",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ reviews(last: 3) { id name feedback ratings } }`,
      allowed: (answer) => expect((answer as unknown[]).length).toBe(3),
    }),
  },
  {
    root: "Query",
    field: "allReviews",
    expected: STAFF("customers"),
    writes: false,
    prepare: async () => {
      const { id } = await storeReview(true);
      return {
        query: `{ allReviews(hidden: true, first: 100) { edges { node { id hidden product { id } } } } }`,
        allowed: (answer) => {
          const page = answer as { edges: { node: unknown }[] };
          expect(page.edges.map((edge) => edge.node)).toContainEqual({
            id,
            hidden: true,
            product: { id: productId },
          });
        },
      };
    },
  },
  {
    root: "Query",
    field: "myPurchase",
    expected: SIGNED_IN,
    writes: false,
    prepare: async () => ({
      // A part nobody has bought: each caller's own purchases are the only ones looked at.
      query: `query($id: ID!) { myPurchase(productId: $id) { orderedAt vehicle { make } } }`,
      variables: { id: await addProduct() },
      allowed: (answer) => expect(answer).toBeNull(),
    }),
  },
  {
    root: "Query",
    field: "me",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => ({
      query: `{ me { email role staffRoles } }`,
      allowed: (answer) =>
        expect(answer).toEqual({
          email: emailOf(role),
          role: role === "admin" ? "ADMIN" : "CUSTOMER",
          // Each staff caller holds one role; the admin holds the owner's.
          staffRoles: STAFF_ROLE_OF[role] ? [STAFF_ROLE_OF[role].toUpperCase()] : [],
        }),
    }),
  },
  {
    root: "Query",
    field: "user",
    expected: OWN_OR_STAFF("customers", NOT_YOUR_ACCOUNT),
    writes: false,
    prepare: async () => ({
      query: `query($email: String!) { user(email: $email) { email role profile { address } } }`,
      variables: { email: customer.email },
      allowed: (answer) => expect((answer as { email: string }).email).toBe(customer.email),
    }),
  },
  {
    root: "Query",
    field: "myOrders",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => {
      const mine = await placeOrder(customer);
      const theirs = await placeOrder(otherCustomer);
      return {
        query: `{ myOrders { id email } }`,
        allowed: (answer) => {
          const list = answer as { id: string; email: string }[];
          // Only one's own orders, whoever else has ordered.
          expect(new Set(list.map((order) => order.email))).toEqual(
            new Set(list.length ? [emailOf(role)] : []),
          );
          const ids = list.map((order) => order.id);
          if (role === "customer") expect(ids).toContain(mine);
          else expect(ids).not.toContain(mine);
          if (role === "otherCustomer") expect(ids).toContain(theirs);
          else expect(ids).not.toContain(theirs);
        },
      };
    },
  },
  {
    root: "Query",
    field: "fitmentChecks",
    expected: STAFF("catalogue"),
    writes: false,
    prepare: async () => {
      const id = await addProduct();
      await products().updateOne({ _id: new ObjectId(id) }, { $set: { fitmentCheck: true } });
      return {
        query: `{ fitmentChecks { id } }`,
        allowed: (answer) => expect(answer).toContainEqual({ id }),
      };
    },
  },
  {
    root: "Query",
    field: "myReturns",
    expected: SIGNED_IN,
    writes: false,
    prepare: async () => ({
      query: `{ myReturns { id email } }`,
      allowed: (answer) => expect(Array.isArray(answer)).toBe(true),
    }),
  },
  {
    root: "Query",
    field: "myAddresses",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => {
      const id = await savedAddressOfCustomer();
      return {
        query: `{ myAddresses { id } }`,
        // One's own book only: the customer's address is in theirs, and in nobody else's.
        allowed: (answer) =>
          role === "customer"
            ? expect(answer).toContainEqual({ id })
            : expect(answer).not.toContainEqual({ id }),
      };
    },
  },
  {
    root: "Query",
    field: "shippingMethods",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ shippingMethods { code } }`,
      allowed: (answer) => expect(answer).toEqual([{ code: "STANDARD" }, { code: "EXPRESS" }]),
    }),
  },
  {
    root: "Query",
    field: "returns",
    expected: STAFF("orders"),
    writes: false,
    prepare: async () => {
      const id = await storeReturn("requested");
      return {
        query: `{ returns(status: REQUESTED) { id } }`,
        allowed: (answer) => expect(answer).toContainEqual({ id }),
      };
    },
  },
  {
    root: "Query",
    field: "paymentOptions",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ paymentOptions { method label } }`,
      allowed: (answer) =>
        // In development bank transfer goes to a demo account; the permission shop has Stripe's keys.
        expect(answer).toEqual([
          { method: "PAY_ON_DELIVERY", label: "Pay on delivery" },
          { method: "BANK_TRANSFER", label: "Bank transfer" },
          { method: "CARD", label: "Card" },
        ]),
    }),
  },
  {
    root: "Query",
    field: "salesSummary",
    expected: STAFF("orders"),
    writes: false,
    prepare: async () => {
      const from = new Date();
      await placeOrder(customer);
      return {
        query: `query($from: DateTime!) { salesSummary(from: $from) { orders total } }`,
        variables: { from: from.toISOString() },
        allowed: (answer) => {
          const summary = answer as { orders: number; total: number };
          expect(summary.orders).toBeGreaterThanOrEqual(1);
          expect(summary.total).toBeGreaterThan(0);
        },
      };
    },
  },
  {
    root: "Query",
    field: "orders",
    expected: STAFF("orders"),
    writes: false,
    prepare: async () => {
      const mine = await placeOrder(customer);
      const theirs = await placeOrder(otherCustomer);
      return {
        // Every argument: anyone's orders, found by e-mail and status, a page of them.
        query: `query($email: String) {
          orders(filter: { email: $email, status: PLACED }, first: 100) { totalCount edges { node { id email } } } }`,
        variables: { email: customer.email },
        allowed: (answer) => {
          const page = answer as { totalCount: number; edges: { node: { id: string; email: string } }[] };
          const ids = page.edges.map((edge) => edge.node.id);
          expect(ids).toContain(mine);
          expect(ids).not.toContain(theirs);
          expect(new Set(page.edges.map((edge) => edge.node.email))).toEqual(new Set([customer.email]));
          expect(page.totalCount).toBe(ids.length);
        },
      };
    },
  },
  {
    root: "Query",
    field: "users",
    expected: STAFF("customers"),
    writes: false,
    prepare: async () => ({
      query: `{ users(first: 100) { totalCount edges { node { email role } } } }`,
      allowed: (answer) => {
        const page = answer as { totalCount: number; edges: { node: { email: string } }[] };
        const emails = page.edges.map((edge) => edge.node.email);
        expect(emails).toEqual(expect.arrayContaining([customer.email, otherCustomer.email, admin.email]));
        expect(page.totalCount).toBe(emails.length);
      },
    }),
  },
  {
    root: "Query",
    field: "contactMessages",
    expected: STAFF("customers"),
    writes: false,
    prepare: async () => {
      const { subject } = await storeContactMessage();
      return {
        query: `{ contactMessages(handled: false, first: 100) { totalCount edges { node { subject message } } } }`,
        allowed: (answer) => {
          const page = answer as { edges: { node: { subject: string; message: string } }[] };
          expect(page.edges.map((edge) => edge.node)).toContainEqual({
            subject,
            message: "Do these pads fit a 2016 Civic?",
          });
        },
      };
    },
  },
  {
    root: "Query",
    field: "auditLog",
    expected: STAFF("owner"),
    writes: false,
    prepare: async () => {
      // A change staff made, so the log has a record to show.
      await giveRoles(otherCustomer.email, ["orders"]);
      await giveRoles(otherCustomer.email, []);
      return {
        query: `query($by: String) {
          auditLog(filter: { by: $by, kind: USER_ROLES_CHANGED }, first: 1) { edges { node { by kind subject changes { field before after } } } } }`,
        variables: { by: admin.email },
        allowed: (answer) =>
          expect((answer as { edges: { node: unknown }[] }).edges.map((edge) => edge.node)).toEqual([
            {
              by: admin.email,
              kind: "USER_ROLES_CHANGED",
              subject: otherCustomer.email,
              changes: [{ field: "staffRoles", before: '["orders"]', after: "[]" }],
            },
          ]),
      };
    },
  },
  {
    root: "Query",
    field: "webhooks",
    expected: STAFF("owner"),
    writes: false,
    prepare: async () => {
      const { id } = await addWebhookEndpoint();
      return {
        query: `{ webhooks { id url events } }`,
        allowed: (answer) =>
          expect(answer).toContainEqual({ id, url: "https://erp.example.com/hooks", events: ["ORDER_PAID"] }),
      };
    },
  },
  {
    root: "Query",
    field: "order",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => {
      const id = await placeOrder(customer);
      return {
        query: `query($id: ID!) { order(id: $id) { id email } }`,
        variables: { id },
        // The buyer and the orders role see it; anyone else gets nothing, as for an order that does not exist.
        allowed: (answer) =>
          expect(answer).toEqual(
            role === "customer" || holds(role, "orders") ? { id, email: customer.email } : null,
          ),
      };
    },
  },
  {
    root: "Query",
    field: "garage",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => {
      // A vehicle only the customer has in their garage: whoever asks sees their own garage only.
      const id = await garageVehicleOf("customer");
      return {
        query: `{ garage { vehicles { id } } }`,
        allowed: (answer) => {
          const ids = (answer as { vehicles: { id: string }[] }).vehicles.map((vehicle) => vehicle.id);
          if (role === "customer") expect(ids).toContain(id);
          else expect(ids).not.toContain(id);
        },
      };
    },
  },
  {
    root: "Query",
    field: "cart",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => {
      // A product only the customer has in their cart: whoever asks sees their own cart only.
      const id = await addProduct();
      await addToCartOf("customer", id);
      return {
        query: `{ cart { lines { product { id } } } }`,
        allowed: (answer) => {
          const ids = (answer as { lines: { product: { id: string } }[] }).lines.map(
            (line) => line.product.id,
          );
          if (role === "customer") expect(ids).toContain(id);
          else expect(ids).not.toContain(id);
        },
      };
    },
  },
  {
    root: "Query",
    field: "cartPreview",
    expected: PUBLIC,
    writes: false,
    prepare: async () => {
      const id = await addProduct({ price: 2.5 });
      return {
        query: `query($lines: [CartLineInput!]!) { cartPreview(lines: $lines) { subtotal itemCount } }`,
        variables: {
          lines: [
            { productId: id, quantity: 2 },
            { productId: new ObjectId().toHexString(), quantity: 1 },
          ],
        },
        allowed: (answer) => expect(answer).toEqual({ subtotal: 5, itemCount: 2 }),
      };
    },
  },
];
