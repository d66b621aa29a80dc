import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import type { ContactMessageDocument } from "../../../../server/db/models";
import { failure } from "../../../support/graphql-answers";
import { useTestShop } from "../../../support/test-shop";

/** The contact form: the spec's rules and messages through GraphQL. */

const { shop } = useTestShop();

describe("the contact form", () => {
  const SEND =
    "mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id email subject createdAt } }";
  const messages = () => shop.db.collection<ContactMessageDocument>("contactMessages");

  // The form is limited to a few messages per address and ten minutes: this block sends three.
  it("needs an email, a subject and a message, and a valid email", async () => {
    const empty = await shop.gql(SEND, { input: { email: "", subject: " ", message: "" } });
    expect(failure(empty, "BAD_USER_INPUT").fields).toEqual([
      { field: "email", message: "Email is Required" },
      { field: "subject", message: "Subject is Required" },
      { field: "message", message: "Message is Required" },
    ]);
    const badEmail = await shop.gql(SEND, {
      input: { email: "not-an-email", subject: "Hello", message: "Do you ship abroad?" },
    });
    expect(failure(badEmail, "BAD_USER_INPUT").fields).toEqual([
      { field: "email", message: "Provide a valid email" },
    ]);
    expect(await messages().countDocuments()).toBe(0);
  });

  it("stores a message from a visitor", async () => {
    const input = {
      email: "Visitor@Example.com",
      subject: "Bulk order",
      message: "Do you sell by the pallet?",
    };
    const sent = await shop.gql<{ sendContactMessage: { id: string; email: string; subject: string } }>(
      SEND,
      {
        input,
      },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendContactMessage).toMatchObject({
      email: "visitor@example.com",
      subject: "Bulk order",
    });
    const stored = await messages().find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      _id: new ObjectId(sent.data!.sendContactMessage.id),
      email: "visitor@example.com",
      subject: "Bulk order",
      message: "Do you sell by the pallet?",
    });
  });
});
