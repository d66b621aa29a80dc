import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailConfig } from "../../config";
import type { MailDocument } from "../../db/models";

/** Hands one e-mail on; answers where it went (the relay's id, or the outbox file). */
export type MailTransport = (mail: MailDocument) => Promise<string>;

/**
 * Through the SMTP relay of SMTP_URL, or, with none (development, tests), into DATA_DIR/outbox as one
 * .eml file an e-mail, which any mail program opens. Either way the e-mail is the same MIME message,
 * built by nodemailer; its Message-ID is the queued e-mail's id, so a retry after a lost answer is
 * recognisably the same e-mail to the receiving side, and lands in the same outbox file.
 */
export function createMailTransport(config: MailConfig): MailTransport {
  const domain = /@([^>\s]+)/.exec(config.from)?.[1] ?? "vehicle-parts.example";
  const message = (mail: MailDocument) => ({
    from: config.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail._id.toHexString()}@${domain}>`,
    date: mail.createdAt,
  });

  if (config.smtpUrl) {
    const relay = nodemailer.createTransport(config.smtpUrl);
    return async (mail) => {
      const sent = await relay.sendMail(message(mail));
      return `relay ${sent.messageId}`;
    };
  }

  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (mail) => {
    const built = await builder.sendMail(message(mail));
    await mkdir(config.outboxDir, { recursive: true });
    const file = path.join(config.outboxDir, outboxName(mail));
    // Written aside and renamed: whoever reads the outbox never sees half an e-mail.
    await writeFile(`${file}.part`, built.message as Buffer);
    await rename(`${file}.part`, file);
    return file;
  };
}

/** Oldest first when listed by name: the time it was queued, then its id. */
const outboxName = (mail: MailDocument) =>
  `${mail.createdAt.toISOString().replace(/[:.]/g, "-")}-${mail._id.toHexString()}.eml`;
