import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import type { MailDocument } from "../../db/models";
import { DurableQueue, type Outcome } from "../../jobs/durable-queue";
import type { MailTransport } from "./mail-transport";

/** Tries before an e-mail is given up: about a day and a half of back-off, as for webhooks. */
export const MAX_MAIL_ATTEMPTS = 10;

/**
 * Sends the mail queue (mail-queue.ts), a durable queue every instance works (DurableQueue): an e-mail
 * the relay refused or could not take is tried again with back-off. Each one sent is named in the log,
 * with where it went: with no relay configured, that is the outbox file to open.
 */
export function mailJob(
  db: Db,
  transport: MailTransport,
  log: (line: string) => void,
): DurableQueue<MailDocument> {
  return new DurableQueue({
    items: collection(db, "mails"),
    work: async (mail): Promise<Outcome> => {
      const at = new Date();
      try {
        const where = await transport(mail);
        log(`mail ${mail.kind} to ${mail.to}: "${mail.subject}" (${where})`);
        return { done: true, attempt: { at } };
      } catch (error) {
        return {
          done: false,
          attempt: { at, error: error instanceof Error ? error.message : String(error) },
        };
      }
    },
    done: (at) => ({ status: "sent", sentAt: at }),
    maxAttempts: MAX_MAIL_ATTEMPTS,
  });
}
