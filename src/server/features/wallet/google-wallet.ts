import { sign } from "node:crypto";
import { eventTitleIn, titleIn } from "#domain/event-text";
import { type Language, translate } from "#domain/i18n/translate";
import { venue, venueAddressLine } from "#domain/venue";
import type { GoogleWalletConfig } from "#server/wallet-config";
import { sectionLabel, type WalletTicket } from "./wallet-ticket";

/** Google Wallet's "save" page: the signed JWT goes at the end of the address. */
export const GOOGLE_SAVE_URL = "https://pay.google.com/gp/v/save/";

/** The brand's night blue, as Google Wallet takes colours. */
const BACKGROUND = "#0b1120";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/**
 * The "save to Google Wallet" address of a ticket: a JWT signed with the service account's key
 * (RS256) that carries the event's ticket class and the ticket's object. The object's id names
 * the ticket version, so a transferred or re-issued ticket is a new object and the previous one
 * stays as it was saved. A ticket that admits nobody is INACTIVE, with no code.
 */
export function googleSaveUrl(
  ticket: WalletTicket,
  context: { google: GoogleWalletConfig; publicUrl: string; language: Language; now: Date },
): string {
  const { google, language } = context;
  const text = (value: string) => ({ defaultValue: { language: LOCALES[language], value } });
  const title = titleIn(ticket, language);
  // The event's class is shared by every holder's pass: it names the event in the holder's
  // language and, when the event has its own title in the other language, in that one too.
  const other: Language = language === "es" ? "en" : "es";
  const otherTitle = eventTitleIn(ticket, other);
  const eventName = {
    ...text(title),
    ...(otherTitle.lang === other && otherTitle.text !== title
      ? { translatedValues: [{ language: LOCALES[other], value: otherTitle.text }] }
      : {}),
  };
  const classId = `${google.issuerId}.event-${safeId(ticket.eventId)}`;
  const claims = {
    iss: google.serviceAccountEmail,
    aud: "google",
    typ: "savetowallet",
    iat: Math.floor(context.now.getTime() / 1000),
    origins: [context.publicUrl],
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: venue.name,
          reviewStatus: "UNDER_REVIEW",
          eventName,
          venue: { name: text(ticket.venue), address: text(venueAddressLine) },
          dateTime: { start: ticket.eventDate },
          hexBackgroundColor: BACKGROUND,
          homepageUri: {
            uri: `${context.publicUrl}/my-tickets`,
            description: translate(language, "wallet.pass.manage"),
          },
        },
      ],
      eventTicketObjects: [
        {
          id: `${google.issuerId}.ticket-${safeId(ticket.bookingId)}-v${ticket.version}`,
          classId,
          state: ticket.code ? "ACTIVE" : "INACTIVE",
          ticketHolderName: ticket.holderName,
          ticketNumber: ticket.bookingId,
          seatInfo: {
            section: text(sectionLabel(language, ticket.section)),
            row: text(String(ticket.row)),
            seat: text(String(ticket.seat)),
          },
          hexBackgroundColor: BACKGROUND,
          ...(ticket.code ? { barcode: { type: "QR_CODE", value: ticket.code } } : {}),
        },
      ],
    },
  };
  return `${GOOGLE_SAVE_URL}${signJwt(claims, google.privateKey)}`;
}

/** A compact JWS, RS256. */
function signJwt(claims: object, key: GoogleWalletConfig["privateKey"]): string {
  const header = { alg: "RS256", typ: "JWT" };
  const input = `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(claims))}`;
  return `${input}.${sign("sha256", Buffer.from(input), key).toString("base64url")}`;
}

function base64Url(text: string): string {
  return Buffer.from(text).toString("base64url");
}

/** Google Wallet ids take letters, digits, `.`, `_` and `-`. */
function safeId(id: string): string {
  return id.replace(/[^\w.-]/g, "_");
}
