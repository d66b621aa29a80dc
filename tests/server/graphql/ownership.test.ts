import { randomUUID } from "node:crypto";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../support/test-server";
import {
  NOT_YOUR_ACCOUNT,
  NOT_YOUR_ORDER,
  NOT_YOUR_PROFILE,
  ORDER_QUANTITY,
  admin,
  closePermissionShop,
  customer,
  expectOk,
  openPermissionShop,
  orders,
  otherCustomer,
  placeOrder,
  productId,
  shop,
  stockOf,
  users,
} from "./permission-world";

/** What is one's own: another customer's order, account and profile are out of reach; an admin's are not. */

beforeAll(openPermissionShop);
afterAll(closePermissionShop);

describe("ownership", () => {
  it("a customer cannot cancel another customer's order: it stays PLACED and the stock stays put", async () => {
    const id = await placeOrder(customer);
    const stock = await stockOf(productId);
    const result = await shop.gql(
      `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
      { id },
      otherCustomer.accessToken,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: NOT_YOUR_ORDER.message,
      extensions: { code: NOT_YOUR_ORDER.code },
    });
    expect((await orders().findOne({ _id: new ObjectId(id) }))?.status).toBe("placed");
    expect(await stockOf(productId)).toBe(stock);
    // Still the owner's to cancel.
    const mine = await shop.gql<{ myOrders: { id: string; status: string }[] }>(
      `{ myOrders { id status } }`,
      {},
      customer.accessToken,
    );
    expect(mine.data?.myOrders).toContainEqual({ id, status: "PLACED" });
  });

  it("an admin can cancel anyone's order, which puts the stock back", async () => {
    const id = await placeOrder(otherCustomer);
    const stock = (await stockOf(productId))!;
    const data = await expectOk(
      shop.gql<{ cancelOrder: { status: string; email: string } }>(
        `mutation($id: ID!) { cancelOrder(id: $id) { status email } }`,
        { id },
        admin.accessToken,
      ),
    );
    expect(data.cancelOrder).toEqual({ status: "CANCELLED", email: otherCustomer.email });
    expect(await stockOf(productId)).toBe(stock + ORDER_QUANTITY);
  });

  it("myOrders lists only one's own orders, while the admin's orders lists everybody's", async () => {
    const mine = await placeOrder(customer);
    const theirs = await placeOrder(otherCustomer);
    const ids = async (user: TestUser) =>
      (
        await expectOk(
          shop.gql<{ myOrders: { id: string; email: string }[] }>(
            `{ myOrders { id email } }`,
            {},
            user.accessToken,
          ),
        )
      ).myOrders;
    const customerOrders = await ids(customer);
    const otherOrders = await ids(otherCustomer);
    expect(customerOrders.map((order) => order.id)).toContain(mine);
    expect(customerOrders.map((order) => order.id)).not.toContain(theirs);
    expect(customerOrders.every((order) => order.email === customer.email)).toBe(true);
    expect(otherOrders.map((order) => order.id)).toContain(theirs);
    expect(otherOrders.map((order) => order.id)).not.toContain(mine);
    expect(otherOrders.every((order) => order.email === otherCustomer.email)).toBe(true);
    // Newest first: the two just placed lead the admin's first page.
    const all = await expectOk(
      shop.gql<{ orders: { edges: { node: { id: string } }[] } }>(
        `{ orders(first: 2) { edges { node { id } } } }`,
        {},
        admin.accessToken,
      ),
    );
    expect(all.orders.edges.map((edge) => edge.node.id)).toEqual([theirs, mine]);
  });

  it("user(email): a customer cannot look anyone else up, however the e-mail is written, and learns nothing", async () => {
    const lookUp = (email: string, token: string) =>
      shop.gql<{ user: { email: string } | null }>(
        `query($email: String!) { user(email: $email) { email } }`,
        { email },
        token,
      );
    for (const email of [
      customer.email,
      ` ${customer.email.toUpperCase()} `,
      `nobody-${randomUUID()}@example.com`,
    ]) {
      const result = await lookUp(email, otherCustomer.accessToken);
      // The same answer for an account that exists and one that does not: no probing for customers.
      expect(result.errors?.[0], email).toMatchObject({
        message: NOT_YOUR_ACCOUNT.message,
        extensions: { code: "FORBIDDEN" },
      });
    }
    // Oneself, written any way; an admin finds anyone, and null for nobody.
    expect((await lookUp(` ${customer.email.toUpperCase()}`, customer.accessToken)).data?.user?.email).toBe(
      customer.email,
    );
    expect((await lookUp(customer.email, admin.accessToken)).data?.user?.email).toBe(customer.email);
    const nobody = await lookUp(`nobody-${randomUUID()}@example.com`, admin.accessToken);
    expect(nobody.errors).toBeUndefined();
    expect(nobody.data?.user).toBeNull();
  });

  it("updateProfile without an e-mail edits one's own profile, and a customer cannot name another's", async () => {
    const before = (await users().findOne({ email: customer.email }))?.profile;
    const own = { education: "MSc", address: "2 Oak Ave", phone: "555-0111" };
    const data = await expectOk(
      shop.gql<{ updateProfile: { email: string; profile: unknown } }>(
        `mutation($input: ProfileInput!) { updateProfile(input: $input) { email profile { education address phone } } }`,
        { input: own },
        otherCustomer.accessToken,
      ),
    );
    expect(data.updateProfile).toEqual({ email: otherCustomer.email, profile: own });
    const attempt = await shop.gql(
      `mutation($input: ProfileInput!, $email: String) { updateProfile(input: $input, email: $email) { email } }`,
      {
        input: { education: "None", address: "Hacked", phone: "555-0666" },
        email: customer.email.toUpperCase(),
      },
      otherCustomer.accessToken,
    );
    expect(attempt.errors?.[0]).toMatchObject({
      message: NOT_YOUR_PROFILE.message,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await users().findOne({ email: customer.email }))?.profile).toEqual(before);
    expect((await users().findOne({ email: otherCustomer.email }))?.profile).toEqual(own);
  });
});
