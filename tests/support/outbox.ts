import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect } from "vitest";
/** How long the mail job may take to send an e-mail: it looks for due ones every second. */
const WAIT_MS = 15_000;

/** An e-mail as a mail program shows it: who it is to, its subject, and its text and HTML bodies. */
export interface ReadMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** Every e-mail in the shop's outbox (DATA_DIR/outbox), oldest first, read as a mail program reads it. */
export async function readOutbox(dataDir: string): Promise<ReadMail[]> {
  const dir = path.join(dataDir, "outbox");
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(names.map(async (name) => readMail(await readFile(path.join(dir, name)))));
}

/** One MIME message, parsed by mailparser: its headers decoded, its bodies out of their transfer encoding. */
export async function readMail(source: Buffer | string): Promise<ReadMail> {
  const parsed = await simpleParser(source);
  const address = (field: typeof parsed.to) => (Array.isArray(field) ? field[0]?.text : field?.text) ?? "";
  return {
    to: address(parsed.to),
    from: address(parsed.from),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    messageId: parsed.messageId ?? "",
  };
}

/** Waits for the mail job to write the e-mail to `to` whose subject matches, and answers it. */
export async function mailTo(dataDir: string, to: string, subject: RegExp): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(dataDir)).find((mail) => mail.to === to && subject.test(mail.subject));
        return found;
      },
      { timeout: WAIT_MS },
    )
    .toBeDefined();
  return found!;
}
