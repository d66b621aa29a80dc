import { describe, expect, it } from "vitest";
import { expectOk } from "../../../support/graphql-answers";
import { mailTo, readOutbox } from "../../../support/outbox";
import { DELIVERY, placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";

/**
 * The buyer hears of every step of their order by e-mail, read back from the outbox the shop writes them
 * to when no relay is configured (DATA_DIR/outbox), as a mail program would show them.
 */
describe("an order's e-mails", () => {
  const { shop, admin, buyer, other } = useTestShop(
    { admin: "admin", buyer: "customer", other: "customer" },
    { SHOP_URL: "https://parts.example", SHOP_ADDRESS: "7 Depot Road, Springfield" },
  );

  const ORDER = "query($id: ID!) { order(id: $id) { number total } }";
  const SHIP =
    "mutation($id: ID!, $carrier: String!, $tracking: String!) { shipOrder(id: $id, carrier: $carrier, trackingNumber: $tracking) { id } }";
  const DELIVER = "mutation($id: ID!) { deliverOrder(id: $id) { id } }";
  const CANCEL = "mutation($id: ID!) { cancelOrder(id: $id) { id } }";

  async function orderOf(token: string, name: string, quantity: number) {
    const productId = await addProduct(shop.gql, admin.accessToken, {
      name,
      price: 24.5,
      availableQuantity: 50,
    });
    const id = await placeOrder(shop.gql, token, { productId, quantity });
    const { order } = await expectOk(shop.gql<{ order: { number: string } }>(ORDER, { id }, token));
    return { id, number: order.number };
  }

  it("tells the buyer the order is placed: its number, lines, total and where it goes", async () => {
    const { number } = await orderOf(buyer.accessToken, "Mail Test Pads", 2);
    expect(number).toMatch(/^VP-\d{5,}$/);
    const mail = await mailTo(shop.dataDir, buyer.email, /is placed/);
    expect(mail.subject).toBe(`Your order ${number} is placed`);
    expect(mail.from).toContain("Vehicle Parts");
    for (const words of [number, "2 × Mail Test Pads", "$49.00", "Total", DELIVERY.address, DELIVERY.phone])
      for (const body of [mail.text, mail.html]) expect(body).toContain(words);
    expect(mail.text).toContain("See your orders: https://parts.example/dashboard/myProduct");
    expect(mail.text).toContain("Vehicle Parts · 7 Depot Road, Springfield · https://parts.example");
  });

  it("tells them it shipped, with a link to the carrier's tracking page, then that it arrived", async () => {
    const { id, number } = await orderOf(buyer.accessToken, "Mail Test Filter", 1);
    await expectOk(shop.gql(SHIP, { id, carrier: "UPS", tracking: "1Z 999" }, admin.accessToken));
    const shipped = await mailTo(shop.dataDir, buyer.email, new RegExp(`${number} has shipped`));
    expect(shipped.text).toContain("It left us with UPS, tracking number 1Z 999.");
    expect(shipped.html).toContain('href="https://www.ups.com/track?tracknum=1Z%20999"');

    await expectOk(shop.gql(DELIVER, { id }, admin.accessToken));
    const delivered = await mailTo(shop.dataDir, buyer.email, new RegExp(`${number} is delivered`));
    expect(delivered.text).toContain("Mail Test Filter");
  });

  it("tells them of a cancellation, whoever cancelled; a carrier the shop has no page for gets no link", async () => {
    const mine = await orderOf(buyer.accessToken, "Mail Test Bulb", 1);
    await expectOk(shop.gql(CANCEL, { id: mine.id }, buyer.accessToken));
    await mailTo(shop.dataDir, buyer.email, new RegExp(`${mine.number} is cancelled`));

    const theirs = await orderOf(other.accessToken, "Mail Test Wiper", 1);
    await expectOk(
      shop.gql(SHIP, { id: theirs.id, carrier: "Local Van", tracking: "LV-1" }, admin.accessToken),
    );
    const shipped = await mailTo(shop.dataDir, other.email, /has shipped/);
    expect(shipped.text).toContain("It left us with Local Van, tracking number LV-1.");
    expect(shipped.text).not.toContain("Track it");
    expect(shipped.html).not.toContain("Track it");
  });

  it("sends each e-mail once, to its own buyer only, and a refused change sends none", async () => {
    const { id } = await orderOf(other.accessToken, "Mail Test Cap", 1);
    // Shipping a cancelled order is refused: nothing is stored, so nothing is told.
    await expectOk(shop.gql(CANCEL, { id }, other.accessToken));
    const refused = await shop.gql(SHIP, { id, carrier: "UPS", tracking: "1Z" }, admin.accessToken);
    expect(refused.errors?.[0]?.extensions?.code).toBe("ORDER_STATE");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const mails = await readOutbox(shop.dataDir);
    const about = mails.filter((mail) => mail.text.includes("Mail Test Cap"));
    expect(about.map((mail) => mail.subject.replace(/VP-\d+/, "N"))).toEqual([
      "Your order N is placed",
      "Your order N is cancelled",
    ]);
    expect(about.every((mail) => mail.to === other.email)).toBe(true);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(mails.length);
  });
});
