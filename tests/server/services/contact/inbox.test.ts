import { describe, expect, it } from "vitest";
import type { MailDocument } from "../../../../server/db/models";
import { MailQueue } from "../../../../server/services/mail/mail-queue";
import { ContactService } from "../../../../server/services/contact/contact.service";
import { useShopDatabase } from "../../../support/backing-services";
import { failure } from "../../../support/graphql-answers";
import { useTestShop } from "../../../support/test-shop";
import { adminContext, requestOf, storedUser } from "../../../support/users";

/** The staff's Inbox: the contact form's messages listed, handled and answered, through GraphQL. */
describe("the Inbox through GraphQL", () => {
  const { shop, admin } = useTestShop({ admin: "admin" });
  const SEND = "mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }";
  const INBOX = `query($handled: Boolean) {
    contactMessages(handled: $handled, first: 10) {
      totalCount
      edges { node { subject handled { by } answers { text by } } }
    }
  }`;
  const MARK =
    "mutation($id: ID!, $handled: Boolean!) { markContactMessageHandled(id: $id, handled: $handled) { id } }";
  const ANSWER =
    "mutation($id: ID!, $answer: String!) { answerContactMessage(id: $id, answer: $answer) { id } }";
  type Inbox = {
    contactMessages: {
      totalCount: number;
      edges: Array<{ node: { subject: string; handled: { by: string } | null; answers: unknown[] } }>;
    };
  };
  const inbox = async (handled?: boolean) => {
    const answer = await shop.gql<Inbox>(INBOX, { handled }, admin.accessToken);
    expect(answer.errors).toBeUndefined();
    return answer.data!.contactMessages;
  };
  const subjects = async (handled?: boolean) => (await inbox(handled)).edges.map((edge) => edge.node.subject);

  it("lists messages newest first, and keeps apart those nobody has handled yet", async () => {
    const ids: string[] = [];
    for (const subject of ["Bulk order", "Wrong pads", "Opening hours"]) {
      const sent = await shop.gql<{ sendContactMessage: { id: string } }>(SEND, {
        input: { email: "asker@example.com", subject, message: `About: ${subject}` },
      });
      ids.push(sent.data!.sendContactMessage.id);
    }
    expect(await subjects()).toEqual(["Opening hours", "Wrong pads", "Bulk order"]);
    expect((await inbox(false)).totalCount).toBe(3);

    expect((await shop.gql(MARK, { id: ids[1], handled: true }, admin.accessToken)).errors).toBeUndefined();
    expect(await subjects(false)).toEqual(["Opening hours", "Bulk order"]);
    expect(await subjects(true)).toEqual(["Wrong pads"]);
    expect((await inbox(true)).edges[0]!.node.handled).toEqual({ by: admin.email });

    await shop.gql(MARK, { id: ids[1], handled: false }, admin.accessToken);
    expect((await inbox(false)).totalCount).toBe(3);
    expect((await inbox(true)).totalCount).toBe(0);
  });

  it("answers a message, which marks it handled; an empty answer or an unknown message is refused", async () => {
    const sent = await shop.gql<{ sendContactMessage: { id: string } }>(SEND, {
      input: { email: "buyer@example.com", subject: "Return", message: "Can I return unopened pads?" },
    });
    const id = sent.data!.sendContactMessage.id;

    const empty = await shop.gql(ANSWER, { id, answer: "  " }, admin.accessToken);
    expect(failure(empty, "BAD_USER_INPUT").fields).toEqual([
      { field: "answer", message: "Answer is Required" },
    ]);
    const unknown = await shop.gql(ANSWER, { id: "0".repeat(24), answer: "Yes" }, admin.accessToken);
    expect(failure(unknown, "NOT_FOUND").message).toBe("Message not found");
    expect(await subjects(true)).not.toContain("Return");

    const answered = await shop.gql(ANSWER, { id, answer: "Yes, within 30 days." }, admin.accessToken);
    expect(answered.errors).toBeUndefined();
    const handled = (await inbox(true)).edges.find((edge) => edge.node.subject === "Return")!.node;
    expect(handled).toEqual({
      subject: "Return",
      handled: { by: admin.email },
      answers: [{ text: "Yes, within 30 days.", by: admin.email }],
    });
  });
});

describe("an answer's e-mail", () => {
  const database = useShopDatabase("inbox-mail-");
  const contact = () => new ContactService(database.db, new MailQueue(database.db));
  const queued = (to: string) =>
    database.db
      .collection<MailDocument>("mails")
      .find({ to }, { projection: { _id: 0 } })
      .toArray();
  async function messageFrom(service: ContactService, email: string) {
    return service.send(requestOf(storedUser("customer")), {
      email,
      subject: "Fitment",
      message: "Do these fit?\nA 2016 Civic.",
    });
  }

  it("is queued for the sender with the answer, as a reply quoting their message", async () => {
    const service = contact();
    const message = await messageFrom(service, "asker@example.com");
    await service.answer(adminContext(), message._id.toHexString(), "Yes, they do.");
    expect(await queued("asker@example.com")).toEqual([
      expect.objectContaining({
        kind: "contact.answer",
        to: "asker@example.com",
        subject: "Re: Fitment",
        text: "Yes, they do.\n\n> Do these fit?\n> A 2016 Civic.",
        status: "pending",
      }),
    ]);
  });

  it("is not queued for a message removed before the answer was stored, nor is the answer", async () => {
    const service = contact();
    const message = await messageFrom(service, "gone@example.com");
    await database.db.collection("contactMessages").deleteOne({ _id: message._id });
    await expect(service.answer(adminContext(), message._id.toHexString(), "Yes.")).rejects.toThrow(
      "Message not found",
    );
    expect(await queued("gone@example.com")).toEqual([]);
  });
});
