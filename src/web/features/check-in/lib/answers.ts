import type { CheckInTicketsResponse, ScanResult } from "#domain/schemas/check-in";
import type { PendingScan } from "./storage";
import type { OwnAdmission } from "./verdict";

/**
 * The device's picture of an event after the server answered some of its scans. The server wins:
 * a ticket it admitted, or says was already admitted (perhaps at another gate meanwhile), is
 * admitted as it says; the device's own admissions for those scans are then settled, and one the
 * server refused (a refund meanwhile, say) is dropped.
 */
export function withAnswers(
  data: CheckInTicketsResponse | null,
  own: readonly OwnAdmission[],
  results: readonly ScanResult[],
  scans: readonly PendingScan[],
): { data: CheckInTicketsResponse | null; own: OwnAdmission[] } {
  const answered = new Set(results.map((result) => result.nonce));
  const nextOwn = own.filter((entry) => !answered.has(entry.nonce));
  if (!data) return { data, own: nextOwn };
  const admitted = [...data.admitted];
  for (const result of results) {
    if (result.outcome === "invalid") continue;
    const ticketId = result.ticket.ticketId;
    const known = admitted.findIndex((entry) => entry.ticketId === ticketId);
    let first: { ticketId: string; at: string; gate: string } | null = null;
    if (result.outcome === "already_admitted") {
      first = { ticketId, at: result.admittedAt, gate: result.admittedGate };
    } else {
      const scan = scans.find((candidate) => candidate.nonce === result.nonce);
      if (scan) first = { ticketId, at: scan.at, gate: scan.gate };
    }
    if (!first) continue;
    if (known === -1) admitted.push(first);
    else admitted[known] = first;
  }
  return { data: { ...data, admitted }, own: nextOwn };
}
