import { PKPass } from "passkit-generator";
import { titleIn } from "#domain/event-text";
import { type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { venue, venueAddressLine } from "#domain/venue";
import type { AppleWalletConfig } from "#server/wallet-config";
import { applePassToken } from "./apple-pass-token";
import { passImages } from "./pass-images";
import { sectionLabel, venueDateTimeText, venueLocalIso, type WalletTicket } from "./wallet-ticket";

/** The brand's colours: the night-blue page, white text, amber labels. */
const COLOURS = {
  backgroundColor: "rgb(11, 17, 32)",
  foregroundColor: "rgb(255, 255, 255)",
  labelColor: "rgb(251, 191, 36)",
} as const;

/**
 * A ticket's Apple Wallet pass (`.pkpass`): an event ticket with the event, its start at the
 * venue, the venue, the seat and the holder, the door's QR code while it admits, and the pass web
 * service's address and token so Wallet can fetch it again. A void pass keeps its serial and token
 * and carries no code. Signed with the Pass Type ID certificate (manifest of SHA-1 hashes, detached
 * PKCS #7 signature with Apple's WWDR certificate).
 */
export async function applePass(
  ticket: WalletTicket,
  context: { apple: AppleWalletConfig; authSecret: string; publicUrl: string; language: Language },
): Promise<Buffer> {
  const { apple, language } = context;
  const text = (key: KeyUnder<"wallet.pass">, params?: Record<string, unknown>) =>
    translate(language, `wallet.pass.${key}`, params);
  const voided = ticket.code === null;
  const section = sectionLabel(language, ticket.section);
  // The event's name in the language the pass was asked in (English when no Spanish is written).
  const title = titleIn(ticket, language);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: ticket.bookingId,
    organizationName: venue.name,
    description: text("description", { title, venue: ticket.venue }),
    logoText: venue.name,
    ...COLOURS,
    webServiceURL: `${context.publicUrl}/api/wallet/`,
    authenticationToken: applePassToken(context.authSecret, ticket.bookingId, ticket.version),
    relevantDate: ticket.eventDate,
    voided,
    sharingProhibited: true,
    ...(ticket.code
      ? {
          barcodes: [
            {
              format: "PKBarcodeFormatQR",
              message: ticket.code,
              messageEncoding: "iso-8859-1",
              altText: `${section} · ${text("row")} ${ticket.row} · ${text("seat")} ${ticket.seat}`,
            },
          ],
        }
      : {}),
    semantics: {
      eventName: title,
      venueName: ticket.venue,
      eventStartDate: ticket.eventDate,
      seats: [{ seatSection: section, seatRow: String(ticket.row), seatNumber: String(ticket.seat) }],
    },
    eventTicket: {
      headerFields: voided ? [{ key: "status", label: text("status"), value: text("voided") }] : [],
      primaryFields: [{ key: "event", label: text("event"), value: title }],
      secondaryFields: [
        {
          key: "date",
          label: text("date"),
          value: venueLocalIso(ticket.eventDate),
          dateStyle: "PKDateStyleMedium",
          timeStyle: "PKDateStyleShort",
          // The start is shown at the venue's clock, wherever the phone is.
          ignoresTimeZone: true,
        },
        { key: "venue", label: text("venue"), value: ticket.venue },
      ],
      auxiliaryFields: [
        { key: "section", label: text("section"), value: section },
        { key: "row", label: text("row"), value: String(ticket.row) },
        { key: "seat", label: text("seat"), value: String(ticket.seat) },
        ...(voided ? [] : [{ key: "holder", label: text("holder"), value: ticket.holderName }]),
      ],
      backFields: [
        ...(voided ? [{ key: "voided", label: text("status"), value: text("voidedNote") }] : []),
        { key: "when", label: text("date"), value: venueDateTimeText(language, ticket.eventDate) },
        { key: "address", label: text("address"), value: `${ticket.venue}\n${venueAddressLine}` },
        { key: "doors", label: venue.name, value: text("doors", { hours: venue.doorsOpenHoursBefore }) },
        {
          key: "manage",
          label: text("manage"),
          value: `${context.publicUrl}/my-tickets`,
          attributedValue: `<a href="${context.publicUrl}/my-tickets">${text("manage")}</a>`,
        },
        { key: "ticket", label: text("ticketNumber"), value: ticket.bookingId },
      ],
    },
  };
  const pass = new PKPass(
    { "pass.json": Buffer.from(JSON.stringify(passJson)), ...(await passImages()) },
    {
      wwdr: apple.wwdrCertificate,
      signerCert: apple.certificate,
      signerKey: apple.privateKey,
    },
  );
  return pass.getAsBuffer();
}
