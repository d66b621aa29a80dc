/** An e-mail the shop sends: to one address, as plain text. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Where the shop's e-mails go. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

/**
 * The shop has no mail service yet (an SMTP relay, `SMTP_URL`, comes with the e-mails of payments and
 * orders): until then every e-mail is written to the log whole, so staff can see what would have gone
 * out and nothing is silently dropped.
 */
export const mailToLog =
  (log: (line: string) => void): MailSender =>
  async ({ to, subject, text }) =>
    log(`mail (no mail service configured, not sent) to ${to}: ${subject}\n${text}`);
