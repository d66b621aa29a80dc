import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailDocument } from "../../../../server/db/models";
import { readMail, type ReadMail } from "../../../support/outbox";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { startTestServer, type TestServer } from "../../../support/test-server";

/**
 * With SMTP_URL set, e-mails go to that relay (here a real SMTP server in the test), and one the relay
 * refuses stays queued with why, to be tried again.
 */
describe("e-mails through an SMTP relay", () => {
  const received: ReadMail[] = [];
  let refuseNext = true;
  let relay: SMTPServer;
  let shop: TestServer;

  beforeAll(async () => {
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (refuseNext) {
            refuseNext = false;
            return callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
          }
          void readMail(Buffer.concat(chunks)).then((mail) => {
            received.push(mail);
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const { port } = relay.server.address() as AddressInfo;
    shop = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await shop?.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  it("keeps an e-mail the relay refused, tries it again, and then the relay has it", async () => {
    const [admin, buyer] = [await shop.signUp("admin"), await shop.signUp("customer")];
    const productId = await addProduct(shop.gql, admin.accessToken, { name: "Relay Pads", price: 10 });
    await placeOrder(shop.gql, buyer.accessToken, { productId, quantity: 1 });
    const mails = shop.db.collection<MailDocument>("mails");
    const queued = () => mails.findOne({ to: buyer.email, kind: "order.placed" });

    await expect
      .poll(async () => (await queued())?.lastAttempt?.error, { timeout: 15_000 })
      .toContain("Mailbox busy");
    expect(await queued()).toMatchObject({ status: "pending", attempts: 1 });
    expect(received).toEqual([]);

    // The back-off has passed.
    await mails.updateOne({ _id: (await queued())!._id }, { $set: { nextAttemptAt: new Date() } });
    await expect.poll(async () => (await queued())?.status, { timeout: 15_000 }).toBe("sent");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      to: buyer.email,
      subject: expect.stringMatching(/^Your order VP-\d+ is placed$/),
    });
    expect(received[0]!.text).toContain("1 × Relay Pads");
    expect(received[0]!.messageId).toContain((await queued())!._id.toHexString());
  });
});
