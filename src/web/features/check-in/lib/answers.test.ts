import { describe, expect, it } from "vitest";
import type { CheckInTicketsResponse, ScanTicket } from "#domain/schemas/check-in";
import { withAnswers } from "./answers";
import type { PendingScan } from "./storage";

const ticket = (ticketId: string): ScanTicket => ({ ticketId, section: "vip", row: 1, seat: 1, holderName: "Ana" });
const scan = (nonce: string, gate = "North"): PendingScan => ({
  event: "e1",
  gate,
  token: `code-${nonce}`,
  at: "2026-12-04T00:30:00.000Z",
  nonce,
});
const data: CheckInTicketsResponse = {
  event: {
    id: "e1",
    title: "Night",
    titleEs: null,
    eventDate: "2026-12-04T01:00:00.000Z",
    venue: "Bridgeland Arena",
    idChecks: false,
  },
  publicKey: "",
  generatedAt: "2026-12-03T20:00:00.000Z",
  tickets: [],
  revoked: [],
  admitted: [],
};

describe("the server's answers in the device's picture", () => {
  it("records an admission at the scan's time and gate, and settles the device's own", () => {
    const own = [{ ticketId: "t1", at: "2026-12-04T00:30:00.000Z", gate: "North", nonce: "n1" }];
    const next = withAnswers(data, own, [{ nonce: "n1", outcome: "admitted", ticket: ticket("t1") }], [scan("n1")]);
    expect(next.own).toEqual([]);
    expect(next.data?.admitted).toEqual([{ ticketId: "t1", at: "2026-12-04T00:30:00.000Z", gate: "North" }]);
  });

  it("takes the server's first admission over the device's (another gate got there first)", () => {
    const own = [{ ticketId: "t1", at: "2026-12-04T00:31:00.000Z", gate: "North", nonce: "n1" }];
    const next = withAnswers(
      data,
      own,
      [
        {
          nonce: "n1",
          outcome: "already_admitted",
          ticket: ticket("t1"),
          admittedAt: "2026-12-04T00:20:00.000Z",
          admittedGate: "South",
        },
      ],
      [scan("n1")],
    );
    expect(next.own).toEqual([]);
    expect(next.data?.admitted).toEqual([{ ticketId: "t1", at: "2026-12-04T00:20:00.000Z", gate: "South" }]);
  });

  it("drops an own admission the server refused, and keeps those not answered yet", () => {
    const own = [
      { ticketId: "t1", at: "2026-12-04T00:30:00.000Z", gate: "North", nonce: "n1" },
      { ticketId: "t2", at: "2026-12-04T00:32:00.000Z", gate: "North", nonce: "n2" },
    ];
    const next = withAnswers(
      data,
      own,
      [{ nonce: "n1", outcome: "invalid", reason: "refunded", ticket: ticket("t1") }],
      [scan("n1")],
    );
    expect(next.own.map((entry) => entry.nonce)).toEqual(["n2"]);
    expect(next.data?.admitted).toEqual([]);
  });
});
