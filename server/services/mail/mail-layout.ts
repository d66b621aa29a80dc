/** What every e-mail of the shop ends with, and the links in it: from the mail settings (MailConfig). */
export interface MailFrame {
  shopUrl: string;
  shopAddress: string;
  /** The account bank transfers are paid into (PaymentsConfig's bankAccount), for orders paid so. */
  bankAccount?: string | null;
}

/** A paragraph of an e-mail, or a list of rows (an order's lines), or a link with its words. */
export type MailBlock =
  { paragraph: string } | { rows: Array<[string, string]> } | { link: string; label: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One e-mail in both forms mail programs show: plain text, and simple HTML with the same words (inline
 * styles only, as mail programs drop style sheets). The footer names the shop and its postal address and
 * says why the e-mail came: these are transactional e-mails about the reader's own order, with nothing
 * to unsubscribe from.
 */
export function layOut(
  frame: MailFrame,
  heading: string,
  blocks: MailBlock[],
): { text: string; html: string } {
  const footer = [
    `Vehicle Parts · ${frame.shopAddress} · ${frame.shopUrl}`,
    "You receive this e-mail because of something you did at Vehicle Parts; it is about that alone.",
  ];
  const text = [
    heading,
    ...blocks.map((block) =>
      "paragraph" in block
        ? block.paragraph
        : "rows" in block
          ? block.rows.map(([left, right]) => `  ${left}  ${right}`).join("\n")
          : `${block.label}: ${block.link}`,
    ),
    `--\n${footer.join("\n")}`,
  ].join("\n\n");
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;max-width:600px">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...blocks.map((block) =>
      "paragraph" in block
        ? `<p>${escapeHtml(block.paragraph)}</p>`
        : "rows" in block
          ? `<table style="border-collapse:collapse">${block.rows
              .map(
                ([left, right]) =>
                  `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(left)}</td>` +
                  `<td style="padding:4px 0;text-align:right">${escapeHtml(right)}</td></tr>`,
              )
              .join("")}</table>`
          : `<p><a href="${escapeHtml(block.link)}" style="color:#2b6cb0">${escapeHtml(block.label)}</a></p>`,
    ),
    `<p style="margin-top:32px;font-size:12px;color:#718096">${footer.map(escapeHtml).join("<br>")}</p>`,
    "</div>",
  ].join("\n");
  return { text, html };
}
