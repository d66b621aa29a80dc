import { ObjectId, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { ContactMessageDocument } from "../../db/models";
import type { ContactMessageInput } from "../../../generated/server/graphql";
import { CONTACT_FIELDS } from "../../../shared/field-rules/shop-fields";
import { RateLimiter } from "../common/rate-limiter";
import type { RequestContext } from "../common/request-context";
import { Validator } from "../common/validation";

export class ContactService {
  /** The form is open to visitors: a few messages per address keep it from being a spam cannon. */
  private readonly limit = new RateLimiter(5, 10 * 60_000, "Too many messages; please try again later");

  constructor(private readonly db: Db) {}

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
    await collection(this.db, "contactMessages").insertOne(stored);
    return stored;
  }
}
