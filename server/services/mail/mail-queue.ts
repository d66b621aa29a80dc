import { ObjectId, type ClientSession, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { MailDocument } from "../../db/models";

/** An e-mail as the shop writes it, before the queue adds its sending state (MailDocument). */
export type OutgoingMail = Pick<MailDocument, "kind" | "to" | "replyTo" | "subject" | "text" | "html">;

/**
 * The shop's outgoing e-mails, kept in the database until the mail job (mail-job.ts) has handed each to
 * the relay. Queued in the transaction of the change an e-mail tells of: an order shipped and its e-mail
 * are stored together or not at all, and sending, slow or failing, never holds up or fails the request.
 */
export class MailQueue {
  constructor(private readonly db: Db) {}

  /** Queues `mail` in `session`'s transaction, or on its own without one. */
  async enqueue(session: ClientSession | undefined, mail: OutgoingMail): Promise<void> {
    const now = new Date();
    await collection(this.db, "mails").insertOne(
      { _id: new ObjectId(), ...mail, createdAt: now, status: "pending", attempts: 0, nextAttemptAt: now },
      { session },
    );
  }
}
