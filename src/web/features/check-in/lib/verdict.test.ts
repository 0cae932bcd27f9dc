import { describe, expect, it } from "vitest";
import type { CheckInTicketsResponse } from "#domain/schemas/check-in";
import { newTicketKeyPair, signTicketCode, type TicketClaims, toBase64Url } from "#domain/tickets/ticket-code";
import { localVerdict } from "./verdict";

const venueKey = newTicketKeyPair();
const otherKey = newTicketKeyPair();

const claims = (over: Partial<TicketClaims> = {}): TicketClaims => ({
  ticketId: "t1",
  eventId: "e1",
  section: "vip",
  row: 3,
  seat: 7,
  version: 1,
  ...over,
});
const code = (over: Partial<TicketClaims> = {}, key = venueKey.secretKey) => signTicketCode(claims(over), key);

function eventData(over: Partial<CheckInTicketsResponse> = {}): CheckInTicketsResponse {
  return {
    event: {
      id: "e1",
      title: "Night",
      titleEs: null,
      eventDate: "2026-12-04T01:00:00.000Z",
      venue: "Bridgeland Arena",
      idChecks: false,
    },
    publicKey: toBase64Url(venueKey.publicKey),
    generatedAt: "2026-12-03T20:00:00.000Z",
    tickets: [{ ticketId: "t1", section: "vip", row: 3, seat: 7, holderName: "Ana Holder", version: 1 }],
    revoked: [],
    admitted: [],
    ...over,
  };
}

describe("the door's verdict on the device", () => {
  it("admits a listed ticket signed by the venue, with its seat and holder", () => {
    expect(localVerdict(code(), "n1", eventData(), [])).toEqual({
      nonce: "n1",
      outcome: "admitted",
      ticket: { ticketId: "t1", section: "vip", row: 3, seat: 7, holderName: "Ana Holder" },
    });
  });

  it("admits a signed ticket sold after the list was downloaded, with the seat its code names", () => {
    const result = localVerdict(code({ ticketId: "t9", seat: 9 }), "n1", eventData(), []);
    expect(result).toMatchObject({ outcome: "admitted", ticket: { ticketId: "t9", seat: 9 } });
  });

  it.each([
    ["another key's signature", code({}, otherKey.secretKey)],
    ["an altered code", code().replace(/^./, (c) => (c === "A" ? "B" : "A"))],
    ["text that is no ticket", "hello"],
    ["an empty code", ""],
  ])("refuses %s as not the venue's", (_label, scanned) => {
    expect(localVerdict(scanned, "n1", eventData(), [])).toEqual({
      nonce: "n1",
      outcome: "invalid",
      reason: "bad_signature",
      ticket: null,
    });
  });

  it("refuses a ticket of another event", () => {
    expect(localVerdict(code({ eventId: "e2" }), "n1", eventData(), [])).toMatchObject({
      outcome: "invalid",
      reason: "wrong_event",
    });
  });

  it.each(["refunded", "void", "cancelled"] as const)("refuses a %s ticket whatever its version", (reason) => {
    const data = eventData({ revoked: [{ ticketId: "t1", version: 1, reason }] });
    expect(localVerdict(code({ version: 3 }), "n1", data, [])).toMatchObject({ outcome: "invalid", reason });
  });

  it("refuses a transferred ticket's earlier codes and admits its current one", () => {
    const data = eventData({
      tickets: [{ ticketId: "t1", section: "vip", row: 3, seat: 7, holderName: "New Holder", version: 2 }],
      revoked: [{ ticketId: "t1", version: 1, reason: "transferred" }],
    });
    expect(localVerdict(code({ version: 1 }), "n1", data, [])).toMatchObject({
      outcome: "invalid",
      reason: "transferred",
    });
    expect(localVerdict(code({ version: 2 }), "n2", data, [])).toMatchObject({
      outcome: "admitted",
      ticket: { holderName: "New Holder" },
    });
  });

  it("refuses a code older than the listed ticket's version even without a revocation", () => {
    const data = eventData({
      tickets: [{ ticketId: "t1", section: "vip", row: 3, seat: 7, holderName: "Ana", version: 3 }],
    });
    expect(localVerdict(code({ version: 2 }), "n1", data, [])).toMatchObject({ reason: "transferred" });
  });

  it("says already admitted, when and where, for a ticket the download or this device admitted", () => {
    const data = eventData({ admitted: [{ ticketId: "t1", at: "2026-12-04T00:30:00.000Z", gate: "North" }] });
    expect(localVerdict(code(), "n1", data, [])).toMatchObject({
      outcome: "already_admitted",
      admittedAt: "2026-12-04T00:30:00.000Z",
      admittedGate: "North",
    });
    const own = [{ ticketId: "t1", at: "2026-12-04T00:40:00.000Z", gate: "South", nonce: "n0" }];
    expect(localVerdict(code(), "n1", eventData(), own)).toMatchObject({
      outcome: "already_admitted",
      admittedGate: "South",
    });
  });

  it("checks revocation before admission: a refunded ticket that was admitted is not valid", () => {
    const data = eventData({
      revoked: [{ ticketId: "t1", version: 1, reason: "refunded" }],
      admitted: [{ ticketId: "t1", at: "2026-12-04T00:30:00.000Z", gate: "North" }],
    });
    expect(localVerdict(code(), "n1", data, [])).toMatchObject({ outcome: "invalid", reason: "refunded" });
  });
});
