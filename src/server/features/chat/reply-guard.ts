import { detectLanguage } from "#domain/assistant/language";
import { linkedPaths } from "#domain/assistant/links";
import { normalize } from "#domain/assistant/text";
import type { Language } from "#domain/i18n/translate";
import { venue } from "#domain/venue";

/**
 * What a model's reply must be before a visitor sees it. The reply is refused (and the local
 * assistant answers instead) when it:
 * - links anywhere but the site's own pages (a web address, or a path that is no page);
 * - is not in the visitor's language;
 * - holds an e-mail address or a phone number that is not the venue's (personal data);
 * - states a dollar amount or a calendar date that no tool answer (nor the instructions) held:
 *   a figure the model made up.
 */
export type GuardVerdict = { ok: true } | { ok: false; reason: string };

const URL = /\b(?:https?:\/\/|www\.)\S+/i;
const PATH_LIKE = /(?<=^|[\s(["'¿¡])\/[a-z][\w-]*(?:\/[\w-]+)*(?:\?[\w=&-]+)?/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /\+?\d[\d\s().-]{8,}\d/g;
const MONEY = /\$\s?(\d[\d,]*)(?:\.\d\d)?/g;

const MONTHS: readonly (readonly string[])[] = [
  ["january", "jan", "enero", "ene"],
  ["february", "feb", "febrero"],
  ["march", "mar", "marzo"],
  ["april", "apr", "abril", "abr"],
  ["may", "mayo"],
  ["june", "jun", "junio"],
  ["july", "jul", "julio"],
  ["august", "aug", "agosto", "ago"],
  ["september", "sep", "sept", "septiembre", "setiembre"],
  ["october", "oct", "octubre"],
  ["november", "nov", "noviembre"],
  ["december", "dec", "diciembre", "dic"],
];
const MONTH_OF = new Map(MONTHS.flatMap((names, i) => names.map((name) => [name, i + 1] as const)));
const MONTH_WORDS = [...MONTH_OF.keys()].join("|");
const DATE_EN = new RegExp(`\\b(${MONTH_WORDS})\\.? (\\d{1,2})\\b`, "g");
const DATE_ES = new RegExp(`\\b(\\d{1,2}) (?:de )?(${MONTH_WORDS})\\b`, "g");

const digits = (text: string) => text.replace(/\D/g, "");

function amounts(text: string): Set<number> {
  return new Set([...text.matchAll(MONEY)].map((m) => Number((m[1] ?? "").replace(/,/g, ""))));
}

function dates(text: string): Set<string> {
  const folded = normalize(text);
  const out = new Set<string>();
  for (const m of folded.matchAll(DATE_EN)) out.add(`${MONTH_OF.get(m[1] ?? "")}-${Number(m[2])}`);
  for (const m of folded.matchAll(DATE_ES)) out.add(`${MONTH_OF.get(m[2] ?? "")}-${Number(m[1])}`);
  return out;
}

export function checkReply(reply: string, expected: { language: Language; facts: string }): GuardVerdict {
  if (URL.test(reply)) return { ok: false, reason: "external link" };
  const pages = new Set(linkedPaths(reply));
  for (const m of reply.matchAll(PATH_LIKE)) {
    if (!pages.has(m[0])) return { ok: false, reason: `not a page: ${m[0]}` };
  }
  if (detectLanguage(reply, expected.language) !== expected.language) return { ok: false, reason: "language" };
  // The site's own links are checked above; their ids ("/events/2c4f8330-3137-48db-…") are no
  // phone number, address or figure of the reply.
  const prose = reply.replace(PATH_LIKE, " ");
  const venueEmails = new Set<string>([venue.email, venue.groupSalesEmail]);
  for (const m of prose.matchAll(EMAIL)) {
    if (!venueEmails.has(m[0].toLowerCase())) return { ok: false, reason: "personal data: e-mail" };
  }
  const venuePhone = digits(venue.phone);
  for (const m of prose.matchAll(PHONE)) {
    const number = digits(m[0]);
    if (number.length >= 10 && !number.endsWith(venuePhone)) return { ok: false, reason: "personal data: phone" };
  }
  const knownAmounts = amounts(expected.facts);
  for (const amount of amounts(prose)) {
    if (!knownAmounts.has(amount)) return { ok: false, reason: `amount not from a tool: $${amount}` };
  }
  const knownDates = dates(expected.facts);
  for (const date of dates(prose)) {
    if (!knownDates.has(date)) return { ok: false, reason: `date not from a tool: ${date}` };
  }
  return { ok: true };
}
