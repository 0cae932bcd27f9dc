/**
 * The door as tests drive it: tickets sold with their codes, and a scanner uploading scans of them
 * the way the check-in app does (each scan with a nonce of its own, from a gate and a device). No
 * vitest import here, so other features' tests can use it too.
 */
import type { ScanBatchResponse, ScanResult } from "#domain/schemas/check-in";
import type { OrderView, TicketView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, paidOrder } from "#server/testing/factories";
import type { TestApp } from "#server/testing/test-app";

/** One scan as a scanner uploads it. */
export interface Scan {
  token: string;
  at: string;
  nonce: string;
}

let nonces = 0;

/** A unique nonce per scan, as a scanner makes them. */
export function nonce(): string {
  nonces += 1;
  return `nonce-${nonces}-${crypto.randomUUID().slice(0, 8)}`;
}

/** A scan of the code at `at` (now unless told), with a nonce of its own. */
export function scanOf(token: string, at = new Date().toISOString()): Scan {
  return { token, at, nonce: nonce() };
}

/** `count` seats side by side in a premium row, from `firstSeat` on. */
export function premiumSeats(eventId: string, row: number, firstSeat: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => seatId(eventId, "premium", row, firstSeat + i));
}

/** Where a scan comes from, and who uploads it: the scanner's cookie unless told. */
export interface ScanFrom {
  gate?: string;
  device?: string;
  cookie?: string;
}

/** Check-in against the test app, with `scanner` (door staff, say) uploading unless told otherwise. */
export function checkInKit(t: TestApp, scanner: BuiltUser) {
  /** POST /api/check-in/scans: a batch from the North gate's first device unless told. */
  const upload = (event: string, scans: Scan[], from: ScanFrom = {}) =>
    t.request("/api/check-in/scans", {
      method: "POST",
      cookie: from.cookie ?? scanner.cookie,
      json: { event, gate: from.gate ?? "North", device: from.device ?? "device-north-1", scans },
    });

  /** The answers to an uploaded batch, one per scan; any status but 200 is a failure. */
  async function results(response: Response): Promise<ScanResult[]> {
    if (response.status !== 200) throw new Error(`scans: ${response.status} ${await response.text()}`);
    return ((await response.json()) as ScanBatchResponse).results;
  }

  async function myTickets(cookie: string): Promise<TicketView[]> {
    const response = await t.request("/api/my/tickets", { cookie });
    if (response.status !== 200) throw new Error(`my tickets: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { tickets: TicketView[] }).tickets;
  }

  return {
    upload,
    results,
    myTickets,

    /** One code scanned now, and its answer. */
    async scanOne(event: string, token: string, from: ScanFrom = {}): Promise<ScanResult> {
      const [result] = await results(await upload(event, [scanOf(token)], from));
      return result as ScanResult;
    },

    /**
     * The seats bought and paid for by `buyer`, with the buyer's tickets to the event and their
     * codes; the buyer must hold no other ticket to it.
     */
    async sell(buyer: BuiltUser, eventId: string, seatIds: string[]) {
      const order: OrderView = await paidOrder(t, buyer.cookie, eventId, seatIds);
      const tickets = (await myTickets(buyer.cookie)).filter((ticket) => ticket.event.id === eventId);
      if (tickets.length !== seatIds.length) {
        throw new Error(`sell: ${tickets.length} tickets to the event for ${seatIds.length} seats`);
      }
      return { order, tickets, tokens: tickets.map((ticket) => ticket.ticketToken ?? "") };
    },
  };
}

export type CheckInKit = ReturnType<typeof checkInKit>;
