import { type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { venue, venueAddressLine } from "#domain/venue";
import type { MailAttachment } from "#server/platform/mail";

/**
 * The layout of the ticket mails (confirmation, transfer, cancellation, refund). A mail is a list
 * of blocks rendered twice, as HTML and as text, so both parts say the same. The HTML is built for
 * mail clients: nested tables with `role="presentation"`, inline styles only, nothing fetched
 * from elsewhere (images travel inline, by content id), a width that shrinks to a phone's, and an
 * explicit background and text colour on every box so a client's dark mode cannot leave dark
 * text on a dark background. Every dynamic text goes through `escapeHtml`.
 */

/** The site's light palette (brand blue as on the site). Text on each background reads at 4.5:1 or more. */
const COLOR = {
  page: "#e2e8f0",
  card: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  brand: "#1d4ed8",
  onBrand: "#ffffff",
  panel: "#f1f5f9",
  border: "#cbd5e1",
  notice: "#fef3c7",
  onNotice: "#1f2937",
  noticeBorder: "#fbbf24",
  qr: "#ffffff",
  footer: "#0f172a",
  onFooter: "#e2e8f0",
  footerLink: "#93c5fd",
} as const;

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
/** The content's width on a wide screen; on a narrower one it takes the screen's width. */
const WIDTH = 600;

/** Text made safe to place in HTML, in an element or inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** One ticket of a mail: its seat, what it cost (if said), and its QR code shown inline. */
export interface MailTicket {
  seat: string;
  price?: string;
  qr?: { cid: string; alt: string; size: number; hint: string };
}

export type MailBlock =
  /** A paragraph. */
  | { kind: "text"; text: string }
  /** A highlighted paragraph: something the reader must not miss. */
  | { kind: "notice"; text: string }
  /** Label and value pairs (event, date, venue...); the text part writes "Label: value". */
  | { kind: "facts"; rows: readonly { label: string; value: string }[] }
  /** The tickets, each with its price and QR code when given, and the total when given. */
  | {
      kind: "tickets";
      heading: string;
      tickets: readonly MailTicket[];
      total?: { label: string; value: string };
    }
  /** A call to action: the sentence that leads to it, and the button (the link in the text part). */
  | { kind: "button"; text?: string; label: string; url: string };

/** A mail of the family, before it is rendered. */
export interface FamilyMail {
  language: Language;
  to: string;
  subject: string;
  /** The line a mail client shows after the subject in the inbox. */
  preheader: string;
  /** The large title under the header. */
  title: string;
  greeting: string;
  blocks: readonly MailBlock[];
  /** The closing lines (one paragraph, its lines kept). */
  signature: string;
  /** Files and inline images; an image shown by a block has the `cid` its block names. */
  attachments?: MailAttachment[];
}

const ft = (language: Language, key: KeyUnder<"ticketMail.footer">) => translate(language, `ticketMail.footer.${key}`);

/** The footer's links, all on the site's public address. */
function footerLinks(language: Language, publicUrl: string) {
  return [
    { label: ft(language, "website"), url: `${publicUrl}/` },
    { label: ft(language, "information"), url: `${publicUrl}/information` },
    { label: ft(language, "myTickets"), url: `${publicUrl}/my-tickets` },
  ];
}

/** The HTML and text parts of a family mail. */
export function renderFamilyMail(mail: FamilyMail, publicUrl: string): { html: string; text: string } {
  return { html: renderHtml(mail, publicUrl), text: renderText(mail, publicUrl) };
}

// ----- Text part -----

function renderText(mail: FamilyMail, publicUrl: string): string {
  const sections: string[] = [mail.title, mail.greeting];
  for (const block of mail.blocks) sections.push(textOf(block));
  sections.push(mail.signature);
  sections.push(
    [
      "--",
      venue.name,
      venueAddressLine,
      `${venue.phone} · ${venue.email}`,
      ...footerLinks(mail.language, publicUrl).map((link) => `${link.label}: ${link.url}`),
      ft(mail.language, "why"),
    ].join("\n"),
  );
  return `${sections.join("\n\n")}\n`;
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case "text":
      return block.text;
    case "notice":
      return `! ${block.text}`;
    case "facts":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "tickets":
      return [
        `${block.heading}:`,
        ...block.tickets.map((ticket) => (ticket.price ? `- ${ticket.seat}: ${ticket.price}` : `- ${ticket.seat}`)),
        ...(block.total ? [`${block.total.label}: ${block.total.value}`] : []),
      ].join("\n");
    case "button":
      return [...(block.text ? [block.text] : []), `${block.label}: ${block.url}`].join("\n");
  }
}

// ----- HTML part -----

const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

/** A phone number that never breaks across lines: non-breaking spaces and hyphens. */
function phoneHtml(phone: string): string {
  return escapeHtml(phone).replace(/ /g, "&nbsp;").replace(/-/g, "&#8209;");
}

/** Inline text with its line breaks kept, and the venue's phone number never broken. */
function lines(text: string): string {
  return escapeHtml(text).replace(/\n/g, "<br>").replaceAll(escapeHtml(venue.phone), phoneHtml(venue.phone));
}

function paragraph(html: string, style = ""): string {
  return `<p style="margin:0 0 16px 0;${FONT};font-size:16px;line-height:24px;color:${COLOR.text};${style}">${html}</p>`;
}

function row(content: string, style = ""): string {
  return `<tr><td style="padding:0 32px;background-color:${COLOR.card};color:${COLOR.text};${style}">${content}</td></tr>`;
}

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case "text":
      return paragraph(lines(block.text));
    case "notice":
      return `<table ${TABLE} width="100%" style="width:100%;margin:0 0 16px 0;border-collapse:separate"><tbody><tr><td style="padding:12px 16px;background-color:${COLOR.notice};color:${COLOR.onNotice};border-left:4px solid ${COLOR.noticeBorder};${FONT};font-size:15px;line-height:22px">${lines(block.text)}</td></tr></tbody></table>`;
    case "facts":
      return `<table ${TABLE} width="100%" style="width:100%;margin:0 0 20px 0;background-color:${COLOR.panel};border-collapse:separate;border-radius:8px"><tbody>${block.rows
        .map(
          (fact, i) =>
            `<tr><td style="padding:${i === 0 ? 14 : 6}px 16px ${i === block.rows.length - 1 ? 14 : 6}px 16px;background-color:${COLOR.panel};color:${COLOR.muted};${FONT};font-size:13px;line-height:18px;text-transform:uppercase;letter-spacing:0.04em;width:34%;vertical-align:top">${escapeHtml(fact.label)}</td><td style="padding:${i === 0 ? 14 : 6}px 16px ${i === block.rows.length - 1 ? 14 : 6}px 0;background-color:${COLOR.panel};color:${COLOR.text};${FONT};font-size:15px;line-height:20px;vertical-align:top">${lines(fact.value)}</td></tr>`,
        )
        .join("")}</tbody></table>`;
    case "tickets":
      return [
        `<h2 style="margin:8px 0 12px 0;${FONT};font-size:20px;line-height:28px;color:${COLOR.text}">${escapeHtml(block.heading)}</h2>`,
        ...block.tickets.map(ticketHtml),
        ...(block.total
          ? [
              `<table ${TABLE} width="100%" style="width:100%;margin:0 0 20px 0;border-top:2px solid ${COLOR.text}"><tbody><tr><td style="padding:12px 0 0 0;background-color:${COLOR.card};color:${COLOR.text};${FONT};font-size:17px;line-height:24px;font-weight:bold">${escapeHtml(block.total.label)}</td><td style="padding:12px 0 0 0;background-color:${COLOR.card};color:${COLOR.text};${FONT};font-size:17px;line-height:24px;font-weight:bold;text-align:right">${escapeHtml(block.total.value)}</td></tr></tbody></table>`,
            ]
          : []),
      ].join("");
    case "button":
      return [
        ...(block.text ? [paragraph(lines(block.text))] : []),
        `<table ${TABLE} style="margin:0 0 20px 0"><tbody><tr><td style="border-radius:8px;background-color:${COLOR.brand};color:${COLOR.onBrand}"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;line-height:24px;font-weight:bold;color:${COLOR.onBrand};background-color:${COLOR.brand};text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a></td></tr></tbody></table>`,
      ].join("");
  }
}

/** A ticket as a card: seat and price on top, then its QR code on white with the hint under it. */
function ticketHtml(ticket: MailTicket): string {
  const head = `<tr><td style="padding:12px 16px;background-color:${COLOR.panel};color:${COLOR.text};${FONT};font-size:16px;line-height:22px;font-weight:bold">${escapeHtml(ticket.seat)}</td>${
    ticket.price
      ? `<td style="padding:12px 16px;background-color:${COLOR.panel};color:${COLOR.text};${FONT};font-size:16px;line-height:22px;text-align:right;white-space:nowrap">${escapeHtml(ticket.price)}</td>`
      : `<td style="padding:0;background-color:${COLOR.panel};color:${COLOR.text}"></td>`
  }</tr>`;
  const qr = ticket.qr
    ? `<tr><td colspan="2" style="padding:16px 16px 8px 16px;background-color:${COLOR.qr};color:${COLOR.text};text-align:center"><img src="cid:${escapeHtml(ticket.qr.cid)}" width="${ticket.qr.size}" height="${ticket.qr.size}" alt="${escapeHtml(ticket.qr.alt)}" style="display:block;margin:0 auto;width:${ticket.qr.size}px;max-width:100%;height:auto;border:0;background-color:${COLOR.qr}"></td></tr><tr><td colspan="2" style="padding:0 16px 16px 16px;background-color:${COLOR.qr};color:${COLOR.muted};${FONT};font-size:13px;line-height:18px;text-align:center">${escapeHtml(ticket.qr.hint)}</td></tr>`
    : "";
  return `<table ${TABLE} width="100%" style="width:100%;margin:0 0 16px 0;border:1px solid ${COLOR.border};border-collapse:collapse;background-color:${COLOR.card}"><tbody>${head}${qr}</tbody></table>`;
}

function renderHtml(mail: FamilyMail, publicUrl: string): string {
  const lang = mail.language === "es" ? "es-US" : "en-US";
  const links = footerLinks(mail.language, publicUrl)
    .map(
      (link) =>
        `<a href="${escapeHtml(link.url)}" style="color:${COLOR.footerLink};background-color:${COLOR.footer};text-decoration:underline">${escapeHtml(link.label)}</a>`,
    )
    .join(` <span style="color:${COLOR.onFooter}">·</span> `);
  // Fills the inbox preview after the preheader, so no body text follows it there.
  const previewFill = "&#847;&zwnj;&nbsp;".repeat(40);
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}" dir="ltr">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="format-detection" content="telephone=no, date=no, address=no, email=no">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(mail.subject)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;width:100%;background-color:${COLOR.page};color:${COLOR.text}">`,
    `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${COLOR.page};background-color:${COLOR.page}">${escapeHtml(mail.preheader)}${previewFill}</div>`,
    `<table ${TABLE} width="100%" style="width:100%;background-color:${COLOR.page};color:${COLOR.text}"><tbody>`,
    `<tr><td style="padding:24px 8px;background-color:${COLOR.page};color:${COLOR.text}">`,
    `<table ${TABLE} width="${WIDTH}" style="width:100%;max-width:${WIDTH}px;margin:0 auto;background-color:${COLOR.card};color:${COLOR.text};border-collapse:separate;border-radius:12px;overflow:hidden"><tbody>`,
    // Header: the venue's name as text (no image to block), on the brand colour.
    `<tr><td style="padding:20px 32px;background-color:${COLOR.brand};color:${COLOR.onBrand}">`,
    `<p style="margin:0;${FONT};font-size:22px;line-height:28px;font-weight:bold;letter-spacing:0.02em;color:${COLOR.onBrand}">${escapeHtml(venue.name)}</p>`,
    `<p style="margin:2px 0 0 0;${FONT};font-size:13px;line-height:18px;color:${COLOR.onBrand}">${escapeHtml(translate(mail.language, "ticketMail.tagline"))}</p>`,
    "</td></tr>",
    row(
      `<h1 style="margin:0 0 16px 0;${FONT};font-size:26px;line-height:32px;font-weight:bold;color:${COLOR.text}">${escapeHtml(mail.title)}</h1>${paragraph(escapeHtml(mail.greeting))}`,
      "padding-top:28px",
    ),
    ...mail.blocks.map((block) => row(htmlOf(block))),
    row(paragraph(lines(mail.signature)), "padding-bottom:12px"),
    // Footer: where the venue is and how to reach it, and why this mail came.
    `<tr><td style="padding:24px 32px;background-color:${COLOR.footer};color:${COLOR.onFooter};${FONT};font-size:13px;line-height:20px">`,
    `<p style="margin:0 0 8px 0;${FONT};font-size:14px;line-height:20px;font-weight:bold;color:${COLOR.onFooter}">${escapeHtml(venue.name)}</p>`,
    `<p style="margin:0 0 8px 0;${FONT};font-size:13px;line-height:20px;color:${COLOR.onFooter}">${escapeHtml(venueAddressLine)}<br><a href="${escapeHtml(venue.phoneHref)}" style="color:${COLOR.footerLink};background-color:${COLOR.footer};text-decoration:underline">${phoneHtml(venue.phone)}</a> · <a href="mailto:${escapeHtml(venue.email)}" style="color:${COLOR.footerLink};background-color:${COLOR.footer};text-decoration:underline">${escapeHtml(venue.email)}</a></p>`,
    `<p style="margin:0 0 8px 0;${FONT};font-size:13px;line-height:20px;color:${COLOR.onFooter}">${links}</p>`,
    `<p style="margin:0;${FONT};font-size:12px;line-height:18px;color:${COLOR.onFooter}">${escapeHtml(ft(mail.language, "why"))}</p>`,
    "</td></tr>",
    "</tbody></table>",
    "</td></tr>",
    "</tbody></table>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** A family mail as the outbox takes it: subject, both parts and the attachments. */
export function familyMessage(mail: FamilyMail, publicUrl: string) {
  const { html, text } = renderFamilyMail(mail, publicUrl);
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    ...(mail.attachments && mail.attachments.length > 0 ? { attachments: mail.attachments } : {}),
  };
}
