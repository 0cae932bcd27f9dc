import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import { HtmlValidate } from "html-validate";
import { expect } from "vitest";
import type { Language } from "#domain/i18n/translate";
import type { MailMessage } from "#server/platform/mail";

/**
 * Checks for the ticket mails, shared by the tests of every feature that sends one: the HTML
 * check, reading a mail's QR images back, and the words a reader sees in the HTML.
 */

/**
 * The HTML check: html-validate's recommended rules, less those that forbid what mail clients
 * need. Off, and why:
 * - `no-inline-style`: inline styles are the only styling every mail client keeps (Gmail and
 *   Outlook drop or rewrite `<style>` blocks and never load stylesheets).
 * - `no-deprecated-attr`: `cellpadding`, `cellspacing`, `border` and `width` on tables are what
 *   Outlook for Windows (Word's HTML engine) lays tables out by; it ignores the CSS equivalents.
 * - `presentation-role-style`: it prefers `role="none"`, but `role="presentation"` is the synonym
 *   older screen readers and mail clients understand, so layout tables are not read out as data.
 * - `long-title`: the document title is the mail's subject, as long as the event's title makes it;
 *   the 70-character advice is for search results, which a mail never appears in.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "no-inline-style": "off",
    "no-deprecated-attr": "off",
    "presentation-role-style": "off",
    "long-title": "off",
  },
});

/** The problems html-validate finds in a mail's HTML ("rule: message (line)"); empty when none. */
export async function mailHtmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (line ${message.line})`),
  );
}

// The QR reader's WebAssembly comes from the installed package, not from the network.
const requireFromDetector = createRequire(createRequire(import.meta.url).resolve("barcode-detector"));
prepareZXingModule({
  overrides: {
    wasmBinary: toArrayBuffer(readFileSync(requireFromDetector.resolve("zxing-wasm/reader/zxing_reader.wasm"))),
  },
  fireImmediately: true,
});
// The reader reports where it found a code as a DOMRectReadOnly, which Node lacks.
const scope = globalThis as { DOMRectReadOnly?: unknown };
scope.DOMRectReadOnly ??= class {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
};
const detector = new BarcodeDetector({ formats: ["qr_code"] });

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** What the QR codes in a PNG say, as a scanner reads them. */
export async function readQrCodes(png: Uint8Array): Promise<string[]> {
  const found = await detector.detect(new Blob([toArrayBuffer(png)], { type: "image/png" }));
  return found.map((code) => code.rawValue);
}

/** The content ids the HTML shows as images (`<img src="cid:…">`), in order. */
export function inlineImageIds(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="cid:([^"]+)"/g)].map((match) => decodeEntities(match[1] ?? ""));
}

/** Every link target of the HTML, entities decoded. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/\bhref="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ""));
}

/** The words a reader sees in the HTML: the body without tags, the hidden preview line left out. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  const withoutPreview = body.replace(/<div style="display:none[^"]*">.*?<\/div>/s, "");
  return decodeEntities(withoutPreview.replace(/<br>/g, "\n").replace(/<[^>]+>/g, " "))
    .replace(/[ \t\u00a0]+/g, " ")
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&zwnj;/g, "\u200c")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The PNG an inline image of the mail shows. */
export function imageOf(mail: MailMessage, cid: string): Uint8Array {
  const part = mail.attachments?.find((a) => a.cid === cid);
  if (!part || typeof part.content === "string") throw new Error(`no inline image ${cid}`);
  expect(part.contentType).toBe("image/png");
  return part.content;
}

/** What every mail of the family must be, whatever it says. */
export async function expectFamilyMail(mail: MailMessage, language: Language, publicUrl: string) {
  const html = mail.html ?? "";
  expect(await mailHtmlProblems(html)).toEqual([]);
  expect(html).toContain(`<html lang="${language}-US" dir="ltr">`);
  expect(html).toContain('<meta name="color-scheme" content="light dark">');
  expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
  // Nothing fetched from elsewhere: no stylesheet, script, web font or remote image.
  expect(html).not.toMatch(/<link\b|<script\b|<style\b|@import|url\(/i);
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
    expect(img).toMatch(/\bsrc="cid:/);
    expect(img).toMatch(/\balt="[^"]+"/);
  }
  // Every layout table is presentational; every cell paints its own background and text colour,
  // so a client's dark mode never leaves text of one scheme on the background of the other.
  for (const table of html.match(/<table\b[^>]*>/g) ?? []) expect(table).toContain('role="presentation"');
  for (const cell of html.match(/<td\b[^>]*>/g) ?? []) {
    expect(cell).toMatch(/background-color:#[0-9a-f]{6}/);
    expect(cell).toMatch(/(^|[;"])color:#[0-9a-f]{6}/);
  }
  for (const text of html.match(/<(p|h1|h2|a)\b[^>]*>/g) ?? []) expect(text).toMatch(/(^|[;"])color:#[0-9a-f]{6}/);
  // Links lead to the site's public address, or call or write to the venue.
  for (const link of linksOf(html)) {
    if (link.startsWith("tel:") || link.startsWith("mailto:")) continue;
    expect(link.startsWith(`${publicUrl}/`)).toBe(true);
  }
  for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(link.startsWith(`${publicUrl}/`)).toBe(true);
  // Each inline image the HTML shows travels with the mail.
  for (const cid of inlineImageIds(html)) imageOf(mail, cid);
}
