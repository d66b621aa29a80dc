import { ObjectId, type Db, type Filter } from "mongodb";
import { collection } from "../../db/collections";
import type { ContactMessageDocument } from "../../db/models";
import type { ContactMessageInput } from "../../../generated/server/graphql";
import { CONTACT_ANSWER_FIELDS, CONTACT_FIELDS } from "../../../shared/field-rules/shop-fields";
import { notFound } from "../../shop-errors";
import { readPage, type Page, type PageOrder } from "../common/paging";
import { RateLimiter } from "../common/rate-limiter";
import type { RequestContext, SignedInContext } from "../common/request-context";
import { parseId, Validator } from "../common/validation";
import { inTransaction } from "../../db/transactions";
import type { MailQueue } from "../mail/mail-queue";

export type ContactMessagePage = Page<ContactMessageDocument>;

/** The Inbox's order, newest first, with `_id` breaking ties as its cursors do (an index walks it). */
const NEWEST_FIRST: PageOrder = { key: "createdAt", direction: -1, kind: "date" };

/** The contact form's messages: sent by anyone, read, handled and answered by staff in the Inbox. */
export class ContactService {
  /** The form is open to visitors: a few messages per address keep it from being a spam cannon. */
  private readonly limit = new RateLimiter(5, 10 * 60_000, "Too many messages; please try again later");

  constructor(
    private readonly db: Db,
    private readonly mail: MailQueue,
  ) {}

  private get messages() {
    return collection(this.db, "contactMessages");
  }

  async send(ctx: RequestContext, input: ContactMessageInput): Promise<ContactMessageDocument> {
    this.limit.take(ctx.ip);
    const v = new Validator();
    const email = v.text("email", input.email, CONTACT_FIELDS.email)?.toLowerCase();
    const subject = v.text("subject", input.subject, CONTACT_FIELDS.subject);
    const message = v.text("message", input.message, CONTACT_FIELDS.message);
    v.check();
    const stored: ContactMessageDocument = {
      _id: new ObjectId(),
      email: email!,
      subject: subject!,
      message: message!,
      createdAt: new Date(),
    };
    await this.messages.insertOne(stored);
    return stored;
  }

  /** The Inbox, newest first; `handled` false keeps the messages nobody has dealt with yet, true the others. */
  list(
    _ctx: SignedInContext,
    args: { handled?: boolean | null; first?: number | null; after?: string | null },
  ): Promise<ContactMessagePage> {
    const filter: Filter<ContactMessageDocument> =
      args.handled === true
        ? { "handled.at": { $ne: null } }
        : args.handled === false
          ? { "handled.at": null }
          : {};
    return readPage(this.messages, filter, NEWEST_FIRST, args);
  }

  /** Marks a message handled by the admin acting, or back to not handled. */
  async markHandled(ctx: SignedInContext, id: string, handled: boolean): Promise<ContactMessageDocument> {
    const _id = parseId(id, "Message id");
    const updated = await this.messages.findOneAndUpdate(
      { _id },
      handled ? { $set: { handled: { at: new Date(), by: ctx.user.email } } } : { $unset: { handled: "" } },
      { returnDocument: "after" },
    );
    if (!updated) throw notFound("Message");
    return updated;
  }

  /**
   * E-mails an answer to the message's sender, keeps it with the message and marks the message handled:
   * the answer and its e-mail, queued for the mail job, are stored in one transaction, both or neither.
   */
  async answer(ctx: SignedInContext, id: string, text: string): Promise<ContactMessageDocument> {
    const v = new Validator();
    const answer = v.text("answer", text, CONTACT_ANSWER_FIELDS.answer);
    v.check();
    const _id = parseId(id, "Message id");
    const message = await this.messages.findOne({ _id });
    if (!message) throw notFound("Message");
    const at = new Date();
    const updated = await inTransaction(this.db, async (session) => {
      const answered = await this.messages.findOneAndUpdate(
        { _id },
        {
          $push: { answers: { text: answer!, by: ctx.user.email, at } },
          $set: { handled: { at, by: ctx.user.email } },
        },
        { returnDocument: "after", session },
      );
      if (answered)
        await this.mail.enqueue(session, {
          kind: "contact.answer",
          to: message.email,
          subject: `Re: ${message.subject}`,
          text: `${answer!}\n\n> ${message.message.replace(/\n/g, "\n> ")}`,
        });
      return answered;
    });
    if (!updated) throw notFound("Message");
    return updated;
  }
}
