import { describe, expect, it } from "vitest";
import type { ContactMessageDocument } from "../../../../server/db/models";
import { mailToLog, type OutgoingMail } from "../../../../server/services/common/outgoing-mail";
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
  async function messageFrom(contact: ContactService) {
    return contact.send(requestOf(storedUser("customer")), {
      email: "asker@example.com",
      subject: "Fitment",
      message: "Do these fit?\nA 2016 Civic.",
    });
  }

  it("goes to the sender, as a reply quoting their message", async () => {
    const sent: OutgoingMail[] = [];
    const contact = new ContactService(database.db, async (mail) => void sent.push(mail));
    const message = await messageFrom(contact);
    await contact.answer(adminContext(), message._id.toHexString(), "Yes, they do.");
    expect(sent).toEqual([
      {
        to: "asker@example.com",
        subject: "Re: Fitment",
        text: "Yes, they do.\n\n> Do these fit?\n> A 2016 Civic.",
      },
    ]);
  });

  it("that cannot be sent leaves the message unanswered and not handled", async () => {
    const contact = new ContactService(database.db, () => Promise.reject(new Error("relay down")));
    const message = await messageFrom(contact);
    await expect(contact.answer(adminContext(), message._id.toHexString(), "Yes.")).rejects.toThrow(
      "relay down",
    );
    const after = await database.db
      .collection<ContactMessageDocument>("contactMessages")
      .findOne({ _id: message._id });
    expect(after?.answers).toBeUndefined();
    expect(after?.handled).toBeUndefined();
  });

  it("is written to the log while the shop has no mail service", async () => {
    const lines: string[] = [];
    await mailToLog((line) => lines.push(line))({ to: "a@example.com", subject: "Re: Hi", text: "Hello" });
    expect(lines).toEqual(["mail (no mail service configured, not sent) to a@example.com: Re: Hi\nHello"]);
  });
});
