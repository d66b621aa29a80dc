import { randomUUID } from "node:crypto";
import { ObjectId } from "mongodb";
import { expect } from "vitest";
import type { GarageDocument } from "../../../server/db/models";
import {
  addToCartOf,
  CATEGORY,
  addProduct,
  contactMessages,
  customer,
  emailOf,
  expectOk,
  freshIdentity,
  NOT_YOUR_ORDER,
  NOT_YOUR_ADDRESS,
  addressBooks,
  savedAddressOfCustomer,
  NOT_YOUR_PROFILE,
  ORDER_QUANTITY,
  orders,
  OWN_OR_STAFF,
  OWN_ONLY,
  deliveredOrder,
  storeReturn,
  returns,
  STAFF,
  signUpAs,
  addWebhookEndpoint,
  webhooks,
  placeOrder,
  PRODUCT_FIELDS,
  productId,
  products,
  PUBLIC,
  shop,
  SIGNED_IN,
  stockOf,
  storeContactMessage,
  storeReview,
  storedCartOf,
  storedOwnOf,
  freshGarageVehicle,
  garageVehicleOf,
  garageIdsOf,
  tokenOf,
  users,
  type Row,
  type Role,
  type Outcome,
  ALLOWED,
  otherCustomer,
} from "./permission-world";

/**
 * The account a call about another account names: a new customer of its own where the call is allowed
 * (it will change it), the other customer where it is refused (it must stay as it was). Sign-ins are
 * rate-limited per address, so the table signs up no more accounts than it needs.
 */
const targetAccount = async (role: Role, expected: Record<Role, Outcome>) =>
  expected[role] === ALLOWED ? shop.signUp("customer") : otherCustomer;

/** Who may call each Mutation field (see permission-world.ts). */
export const MUTATION_ROWS: Row[] = [
  {
    root: "Mutation",
    field: "signIn",
    expected: PUBLIC,
    writes: true,
    prepare: async () => {
      const identity = await freshIdentity();
      return {
        query: `mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken user { email role } } }`,
        variables: { idToken: identity.idToken },
        // The account is the ID token's, whoever's access token came along.
        allowed: async (answer) => {
          expect((answer as { user: unknown }).user).toEqual({ email: identity.email, role: "CUSTOMER" });
          expect(await users().countDocuments({ email: identity.email })).toBe(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "sendContactMessage",
    expected: PUBLIC,
    writes: true,
    prepare: async () => {
      const subject = `Permissions ${randomUUID()}`;
      return {
        query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id subject } }`,
        variables: { input: { email: "someone@example.com", subject, message: "Do you ship abroad?" } },
        allowed: async () => {
          expect(await shop.db.collection("contactMessages").countDocuments({ subject })).toBe(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "markContactMessageHandled",
    expected: STAFF("customers"),
    writes: true,
    prepare: async (role) => {
      const { id } = await storeContactMessage();
      return {
        query: `mutation($id: ID!) { markContactMessageHandled(id: $id) { id handled { by } } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, handled: { by: emailOf(role) } });
          expect((await contactMessages().findOne({ _id: new ObjectId(id) }))?.handled).toMatchObject({
            by: emailOf(role),
          });
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "answerContactMessage",
    expected: STAFF("customers"),
    writes: true,
    prepare: async (role) => {
      const { id } = await storeContactMessage();
      return {
        query: `mutation($id: ID!) { answerContactMessage(id: $id, answer: "Yes, they do.") { id answers { text by } } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, answers: [{ text: "Yes, they do.", by: emailOf(role) }] });
          expect((await contactMessages().findOne({ _id: new ObjectId(id) }))?.answers).toHaveLength(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "placeOrder",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const stock = (await stockOf(productId))!;
      return {
        query: `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id email status } }`,
        variables: {
          input: { productId, quantity: ORDER_QUANTITY, address: "9 Side St", phone: "555-0199" },
        },
        allowed: async (answer) => {
          const order = answer as { id: string; email: string; status: string };
          // Always in the caller's own name: the input has no e-mail to put someone else's in.
          expect(order).toMatchObject({ email: emailOf(role), status: "PLACED" });
          expect(await orders().findOne({ _id: new ObjectId(order.id) })).toMatchObject({
            email: emailOf(role),
            status: "placed",
          });
          expect(await stockOf(productId)).toBe(stock - ORDER_QUANTITY);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "cancelOrder",
    expected: OWN_OR_STAFF("orders", NOT_YOUR_ORDER),
    writes: true,
    prepare: async () => {
      // The customer's order, whoever tries to cancel it.
      const id = await placeOrder(customer);
      const stock = (await stockOf(productId))!;
      return {
        query: `mutation($id: ID!) { cancelOrder(id: $id) { id email status } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, email: customer.email, status: "CANCELLED" });
          expect((await orders().findOne({ _id: new ObjectId(id) }))?.status).toBe("cancelled");
          expect(await stockOf(productId)).toBe(stock + ORDER_QUANTITY);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "updateProfile",
    expected: OWN_OR_STAFF("customers", NOT_YOUR_PROFILE),
    writes: true,
    prepare: async () => {
      const profile = { education: "BSc", address: `${randomUUID().slice(0, 8)} Elm St`, phone: "555-0123" };
      return {
        // The customer's profile, named by e-mail, whoever edits it.
        query: `mutation($input: ProfileInput!, $email: String) {
          updateProfile(input: $input, email: $email) { email profile { education address phone } } }`,
        variables: { input: profile, email: customer.email },
        allowed: async (answer) => {
          expect(answer).toEqual({ email: customer.email, profile });
          expect((await users().findOne({ email: customer.email }))?.profile).toEqual(profile);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "addReview",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const feedback = `Great parts ${randomUUID()}`;
      return {
        query: `mutation($input: ReviewInput!) { addReview(input: $input) { id feedback ratings } }`,
        variables: { input: { feedback, name: "Sam", ratings: 5 } },
        allowed: async () => {
          const stored = await shop.db.collection("reviews").find({ feedback }).toArray();
          const author = await users().findOne({ email: emailOf(role) });
          expect(stored.map((review) => review.userId)).toEqual([author!._id]);
        },
      };
    },
  },
  ...(["hideReview", "restoreReview"] as const).map((field): Row => ({
    root: "Mutation",
    field,
    expected: STAFF("customers"),
    writes: true,
    prepare: async () => {
      const hiding = field === "hideReview";
      const { id } = await storeReview(!hiding);
      return {
        query: `mutation($id: ID!) { ${field}(id: $id) { id hidden } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, hidden: hiding });
          const stored = await shop.db.collection("reviews").findOne({ _id: new ObjectId(id) });
          expect(stored?.hidden ?? false).toBe(hiding);
        },
      };
    },
  })),
  {
    root: "Mutation",
    field: "signOutEverywhere",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      // An account of that role of its own: ending the role's shared session would end the next cases'.
      const own = role === "visitor" ? undefined : await signUpAs(role);
      return {
        query: `mutation { signOutEverywhere { signedOut } }`,
        token: own?.accessToken,
        allowed: async (answer) => {
          expect(answer).toEqual({ signedOut: true });
          const me = await shop.gql(`{ me { email } }`, {}, own!.accessToken);
          expect(me.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "makeAdmin",
    expected: STAFF("owner"),
    writes: true,
    prepare: async (role) => {
      const target = await targetAccount(role, STAFF("owner"));
      return {
        query: `mutation($email: String!) { makeAdmin(email: $email) { changed user { email role } } }`,
        variables: { email: target.email },
        allowed: async (answer) => {
          expect(answer).toEqual({ changed: true, user: { email: target.email, role: "ADMIN" } });
          expect((await users().findOne({ email: target.email }))?.role).toBe("admin");
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "setStaffRoles",
    expected: STAFF("owner"),
    writes: true,
    prepare: async (role) => {
      const target = await targetAccount(role, STAFF("owner"));
      return {
        query: `mutation($email: String!) { setStaffRoles(email: $email, roles: [ORDERS, CATALOGUE]) { changed user { email role staffRoles } } }`,
        variables: { email: target.email },
        allowed: async (answer) => {
          expect(answer).toEqual({
            changed: true,
            user: { email: target.email, role: "CUSTOMER", staffRoles: ["CATALOGUE", "ORDERS"] },
          });
          expect(await users().findOne({ email: target.email })).toMatchObject({
            role: "customer",
            staffRoles: ["catalogue", "orders"],
          });
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "addWebhook",
    expected: STAFF("owner"),
    writes: true,
    prepare: async () => ({
      query: `mutation { addWebhook(input: { url: "https://wms.example.com/in", events: [ORDER_PAID] }) { id url } }`,
      allowed: async (answer) => {
        const { id } = answer as { id: string };
        expect(answer).toEqual({ id, url: "https://wms.example.com/in" });
        expect(await webhooks().findOne({ _id: new ObjectId(id) })).toMatchObject({ events: ["order.paid"] });
      },
    }),
  },
  {
    root: "Mutation",
    field: "removeWebhook",
    expected: STAFF("owner"),
    writes: true,
    prepare: async () => {
      const { id } = await addWebhookEndpoint();
      return {
        query: `mutation($id: ID!) { removeWebhook(id: $id) { id removed } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, removed: true });
          expect(await webhooks().countDocuments({ _id: new ObjectId(id) })).toBe(0);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "sendTestWebhook",
    expected: STAFF("owner"),
    writes: true,
    prepare: async () => {
      const { id } = await addWebhookEndpoint();
      return {
        query: `mutation($id: ID!) { sendTestWebhook(id: $id) { event status } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ event: "ping", status: "PENDING" });
          // Taken off the queue at once: its sending would change the database under the next cases.
          const deliveries = shop.db.collection("webhookDeliveries");
          expect((await deliveries.deleteMany({ endpointId: new ObjectId(id) })).deletedCount).toBe(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "removeUser",
    expected: STAFF("customers"),
    writes: true,
    prepare: async (role) => {
      const target = await targetAccount(role, STAFF("customers"));
      return {
        query: `mutation($email: String!) { removeUser(email: $email) { email removed } }`,
        variables: { email: target.email },
        allowed: async (answer) => {
          expect(answer).toEqual({ email: target.email, removed: true });
          expect(await users().countDocuments({ email: target.email })).toBe(0);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "addProduct",
    expected: STAFF("catalogue"),
    writes: true,
    prepare: async () => {
      const name = `Added ${randomUUID().slice(0, 8)}`;
      return {
        query: `mutation($input: ProductInput!) { addProduct(input: $input) { ${PRODUCT_FIELDS} } }`,
        variables: {
          input: { name, price: 12.5, minimumOrderQuantity: 1, availableQuantity: 3, category: CATEGORY },
        },
        allowed: async (answer) => {
          expect(answer).toMatchObject({ name, price: 12.5, availableQuantity: 3 });
          expect(await products().countDocuments({ name })).toBe(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "updateProduct",
    expected: STAFF("catalogue"),
    writes: true,
    prepare: async () => {
      const id = await addProduct({ price: 10, availableQuantity: 50 });
      return {
        query: `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`,
        variables: { id, input: { price: 0.5, availableQuantity: 0 } },
        allowed: async (answer) => {
          expect(answer).toMatchObject({ id, price: 0.5, availableQuantity: 0 });
          expect(await products().findOne({ _id: new ObjectId(id) })).toMatchObject({
            price: 0.5,
            availableQuantity: 0,
          });
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "deleteProduct",
    expected: STAFF("catalogue"),
    writes: true,
    prepare: async () => {
      const id = await addProduct();
      return {
        query: `mutation($id: ID!) { deleteProduct(id: $id) { id deleted } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, deleted: true });
          expect(await products().countDocuments({ _id: new ObjectId(id) })).toBe(0);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "addToCart",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const id = await addProduct();
      return {
        query: `mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { lines { product { id } quantity } } }`,
        variables: { id },
        // Into the caller's own cart: there is no argument to name anyone else's.
        allowed: async () => {
          const line = (await storedCartOf(role))?.lines.find((l: { productId: ObjectId }) =>
            l.productId.equals(id),
          );
          expect(line?.quantity).toBe(2);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "updateCartLine",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const id = await addProduct();
      await addToCartOf(role, id);
      return {
        query: `mutation($id: ID!) { updateCartLine(productId: $id, quantity: 3) { itemCount } }`,
        variables: { id },
        allowed: async () => {
          const line = (await storedCartOf(role))?.lines.find((l: { productId: ObjectId }) =>
            l.productId.equals(id),
          );
          expect(line?.quantity).toBe(3);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "addGarageVehicle",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const vehicle = freshGarageVehicle();
      return {
        query: `mutation($vehicle: GarageVehicleInput!) { addGarageVehicle(vehicle: $vehicle) { current { id } } }`,
        variables: { vehicle },
        // Into the caller's own garage: there is no argument to name anyone else's.
        allowed: async (answer) => {
          const { current } = answer as { current: { id: string } };
          expect(await garageIdsOf(role)).toContain(current.id);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "removeGarageVehicle",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const id = await garageVehicleOf(role);
      return {
        query: `mutation($id: ID!) { removeGarageVehicle(id: $id) { vehicles { id } } }`,
        variables: { id },
        allowed: async () => expect(await garageIdsOf(role)).not.toContain(id),
      };
    },
  },
  {
    root: "Mutation",
    field: "setCurrentVehicle",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const id = await garageVehicleOf(role);
      // Another added after it is current, until the call makes this one current again.
      await garageVehicleOf(role);
      return {
        query: `mutation($id: ID!) { setCurrentVehicle(id: $id) { current { id } } }`,
        variables: { id },
        allowed: async () => {
          const garage = await storedOwnOf(role, "garages");
          expect(garage?.currentId?.toHexString()).toBe(id);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "nameGarageVehicle",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const id = await garageVehicleOf(role);
      return {
        query: `mutation($id: ID!) { nameGarageVehicle(id: $id, nickname: "Named") { vehicles { id } } }`,
        variables: { id },
        allowed: async () => {
          const garage = (await storedOwnOf(role, "garages")) as GarageDocument | null;
          const named = garage?.vehicles.find((vehicle) => vehicle._id.toHexString() === id);
          expect(named?.nickname).toBe("Named");
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "mergeGarage",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const vehicle = freshGarageVehicle();
      return {
        query: `mutation($vehicles: [GarageVehicleInput!]!) { mergeGarage(vehicles: $vehicles, current: 0) { current { id } } }`,
        variables: { vehicles: [vehicle] },
        allowed: async (answer) => {
          const { current } = answer as { current: { id: string } };
          expect(await garageIdsOf(role)).toContain(current.id);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "mergeCart",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const id = await addProduct();
      return {
        query: `mutation($lines: [CartLineInput!]!) { mergeCart(lines: $lines) { lines { product { id } } } }`,
        variables: { lines: [{ productId: id, quantity: 4 }] },
        allowed: async () => {
          const line = (await storedCartOf(role))?.lines.find((l: { productId: ObjectId }) =>
            l.productId.equals(id),
          );
          expect(line?.quantity).toBe(4);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "checkout",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      // The caller's own cart, and the customer's too: a checkout orders the caller's lines only. Earlier
      // rows left lines in the carts; this row's cart holds its own product alone.
      const earlier = await storedCartOf(role);
      if (earlier) await shop.db.collection("carts").updateOne({ _id: earlier._id }, { $set: { lines: [] } });
      const own = await addProduct({ availableQuantity: 10 });
      const customers = await addProduct({ availableQuantity: 10 });
      await addToCartOf(role, own, 2);
      if (role !== "customer") await addToCartOf("customer", customers, 1);
      return {
        query: `mutation($input: CheckoutInput!) { checkout(input: $input) { id email lines { productId quantity } } }`,
        variables: { input: { address: "9 Side St", phone: "555-0199" } },
        allowed: async (answer) => {
          expect(answer).toMatchObject({ email: emailOf(role), lines: [{ productId: own, quantity: 2 }] });
          expect(await stockOf(own)).toBe(8);
          expect(await stockOf(customers)).toBe(10);
          expect((await storedCartOf(role))?.lines).toEqual([]);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "shipOrder",
    expected: STAFF("orders"),
    writes: true,
    prepare: async () => {
      const id = await placeOrder(customer);
      return {
        query: `mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z999") { id status } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, status: "SHIPPED" });
          expect(await orders().findOne({ _id: new ObjectId(id) })).toMatchObject({
            status: "shipped",
            shipment: { carrier: "UPS", trackingNumber: "1Z999" },
          });
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "recordPayment",
    expected: STAFF("orders"),
    writes: true,
    prepare: async () => {
      const id = await placeOrder(customer);
      return {
        query: `mutation($id: ID!) { recordPayment(id: $id, amountCents: 100, reference: "Courier 7") {
          id status payments { method amountCents reference } } }`,
        variables: { id },
        allowed: async (answer) => {
          const payment = { method: "PAY_ON_DELIVERY", amountCents: 100, reference: "Courier 7" };
          expect(answer).toEqual({ id, status: "PLACED", payments: [payment] });
          expect((await orders().findOne({ _id: new ObjectId(id) }))?.payments).toMatchObject([payment]);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "refundOrder",
    expected: STAFF("orders"),
    writes: true,
    prepare: async () => {
      const id = await placeOrder(customer);
      // Paid on delivery in part, then cancelled: 100 cents are owed back.
      for (const call of [
        `mutation($id: ID!) { recordPayment(id: $id, amountCents: 100, reference: "Courier 8") { id } }`,
        `mutation($id: ID!) { cancelOrder(id: $id) { id } }`,
      ])
        await expectOk(shop.gql(call, { id }, tokenOf("admin")));
      return {
        query: `mutation($id: ID!) { refundOrder(id: $id, amountCents: 100, reference: "Bank 8") {
          id refundDueCents refunds { amountCents reference } } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({
            id,
            refundDueCents: 0,
            refunds: [{ amountCents: 100, reference: "Bank 8" }],
          });
          expect((await orders().findOne({ _id: new ObjectId(id) }))?.refunds).toMatchObject([
            { amountCents: 100, reference: "Bank 8" },
          ]);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "confirmFitment",
    expected: STAFF("catalogue"),
    writes: true,
    prepare: async () => {
      const id = await addProduct();
      // Flagged as two "did not fit" returns for one vehicle leave a part.
      const vehicle = { make: "Honda", model: "Civic", year: 2018 };
      await products().updateOne(
        { _id: new ObjectId(id) },
        { $set: { fitmentCheck: true, fitReturns: [{ key: "civic", vehicle, returns: 2 }] } },
      );
      return {
        query: `mutation($id: ID!) { confirmFitment(productId: $id) { id } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id });
          const stored = await products().findOne({ _id: new ObjectId(id) });
          expect(stored?.fitmentCheck).toBeUndefined();
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "forgetAddress",
    // From one's own book only: staff are answered as for an address that is not theirs.
    expected: OWN_ONLY(NOT_YOUR_ADDRESS),
    writes: true,
    prepare: async () => {
      const id = await savedAddressOfCustomer();
      return {
        query: `mutation($id: ID!) { forgetAddress(id: $id) { id } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).not.toContainEqual({ id });
          expect(await addressBooks().countDocuments({ "addresses._id": new ObjectId(id) })).toBe(0);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "requestReturn",
    // Of one's own order only: staff are answered as for an order that is not theirs.
    expected: OWN_ONLY(NOT_YOUR_ORDER),
    writes: true,
    prepare: async () => {
      const order = await deliveredOrder();
      const productId = order.lines[0]!.productId.toHexString();
      return {
        query: `mutation($input: ReturnInput!) { requestReturn(input: $input) { orderId status lines { productId quantity } } }`,
        variables: {
          input: { orderId: order._id.toHexString(), reason: "DAMAGED", lines: [{ productId, quantity: 1 }] },
        },
        allowed: async (answer) => {
          expect(answer).toEqual({
            orderId: order._id.toHexString(),
            status: "REQUESTED",
            lines: [{ productId, quantity: 1 }],
          });
          expect(await returns().countDocuments({ orderId: order._id })).toBe(1);
        },
      };
    },
  },
  ...(
    [
      ["approveReturn", "requested", "(id: $id)", "APPROVED"],
      ["refuseReturn", "requested", '(id: $id, reason: "fitted already")', "REFUSED"],
      ["receiveReturn", "approved", "(id: $id, lines: $lines)", "RECEIVED"],
      ["refundReturn", "received", '(id: $id, reference: "Bank 9")', "REFUNDED"],
    ] as const
  ).map(([field, from, args, to]): Row => ({
    root: "Mutation",
    field,
    expected: STAFF("orders"),
    writes: true,
    prepare: async () => {
      const id = await storeReturn(from);
      const productId = (await returns().findOne({
        _id: new ObjectId(id),
      }))!.lines[0]!.productId.toHexString();
      return {
        query: `mutation($id: ID!${field === "receiveReturn" ? ", $lines: [ReceivedLineInput!]!" : ""}) { ${field}${args} { id status } }`,
        variables: { id, ...(field === "receiveReturn" && { lines: [{ productId, restock: false }] }) },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, status: to });
          expect((await returns().findOne({ _id: new ObjectId(id) }))?.status).toBe(to.toLowerCase());
        },
      };
    },
  })),
  {
    root: "Mutation",
    field: "startCardPayment",
    // A card payment is its holder's: staff are answered as for an order that is not theirs.
    expected: OWN_ONLY(NOT_YOUR_ORDER),
    writes: true,
    prepare: async () => {
      const id = await placeOrder(customer);
      // The customer's order as checkout leaves one paid by card.
      await orders().updateOne(
        { _id: new ObjectId(id) },
        {
          $set: {
            status: "awaiting_payment",
            paymentMethod: "CARD",
            paymentDueBy: new Date(Date.now() + 60_000),
          },
        },
      );
      return {
        query: `mutation($id: ID!) { startCardPayment(orderId: $id) { publishableKey amountCents } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toMatchObject({ publishableKey: "pk_test_permissions" });
          expect((await orders().findOne({ _id: new ObjectId(id) }))?.cardPaymentId).toMatch(/^pi_/);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "deliverOrder",
    expected: STAFF("orders"),
    writes: true,
    prepare: async () => {
      const id = await placeOrder(customer);
      await expectOk(
        shop.gql(
          `mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z999") { id } }`,
          { id },
          tokenOf("admin"),
        ),
      );
      return {
        query: `mutation($id: ID!) { deliverOrder(id: $id) { id status } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, status: "DELIVERED" });
          expect((await orders().findOne({ _id: new ObjectId(id) }))?.status).toBe("delivered");
        },
      };
    },
  },
];
