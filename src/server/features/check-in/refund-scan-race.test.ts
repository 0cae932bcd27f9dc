import { AsyncLocalStorage } from "node:async_hooks";
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { ScanResult } from "#domain/schemas/check-in";
import type { PaymentExceptionsResponse } from "#domain/schemas/money";
import { type CardProvider, createSimulatedCardProvider } from "#server/platform/payments/simulated";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { type CheckInKit, checkInKit, premiumSeats } from "./check-in.test-kit";

/**
 * The door and the money at the same moment: an admin refunds an order (or cancels its event,
 * which refunds every paid order) while door staff scan its tickets. The rule: a ticket scanned
 * before its refund took the booking row is admitted, and the refund still gives the money back
 * once (the admission stays recorded, and the ticket is flagged once for an admin among the
 * payment exceptions); a ticket whose refund took the row first admits nobody.
 * Each refund is one ledger row and one provider refund; every transaction that locks an order
 * and its bookings locks the order first, and a scan locks only its booking.
 */

/** What one statement touched, numbered in the order its answer arrived. */
interface Touch {
  seq: number;
  /** The transaction it ran in; null outside one. */
  tx: number | null;
  table: string;
  /** Locks a row that exists: `select … for update`, `update` or `delete`. */
  locks: boolean;
  /** Every string value the statement carries (ids in its where clause and its values). */
  values: string[];
}

/**
 * Records the statements of the app's database, with their transaction. A lock is held from its
 * statement's answer until the transaction ends, so when two transactions want one row, the one
 * whose locking statement answered first held it first: the other's answer came after that
 * transaction committed.
 */
function statementRecorder() {
  const txScope = new AsyncLocalStorage<number>();
  const pending = new WeakMap<QueryId, Omit<Touch, "seq">>();
  const touches: Touch[] = [];
  let seq = 0;
  let txCount = 0;

  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const touch = touchOf(args.node);
      if (touch) pending.set(args.queryId, { ...touch, tx: txScope.getStore() ?? null });
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const touch = pending.get(args.queryId);
      seq += 1;
      if (touch) touches.push({ ...touch, seq });
      return args.result;
    },
  };

  return {
    touches,
    /** The app's database, recorded: each transaction numbered, every statement noted. */
    attach(t: TestApp) {
      const db = t.ctx.db.withPlugin(plugin);
      const begin = db.transaction.bind(db);
      db.transaction = () => {
        const builder = begin();
        const execute = builder.execute.bind(builder);
        builder.execute = ((callback) => {
          txCount += 1;
          return txScope.run(txCount, () => execute(callback));
        }) as typeof builder.execute;
        return builder;
      };
      t.ctx.db = db;
    },
  };
}

function touchOf(node: RootOperationNode): Omit<Touch, "seq" | "tx"> | null {
  if (node.kind === "SelectQueryNode") {
    const table = tableOf(node.from?.froms[0]);
    const locks = (node.endModifiers ?? []).some((m) => m.modifier === "ForUpdate");
    return table ? { table, locks, values: valuesIn(node) } : null;
  }
  if (node.kind === "UpdateQueryNode") {
    const table = tableOf(node.table);
    return table ? { table, locks: true, values: valuesIn(node) } : null;
  }
  if (node.kind === "DeleteQueryNode") {
    const table = tableOf(node.from.froms[0]);
    return table ? { table, locks: true, values: valuesIn(node) } : null;
  }
  if (node.kind === "InsertQueryNode") {
    const table = tableOf(node.into);
    return table ? { table, locks: false, values: valuesIn(node) } : null;
  }
  return null;
}

function tableOf(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === "AliasNode") return tableOf((node as unknown as { node: OperationNode }).node);
  if (node.kind !== "TableNode") return null;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

function valuesIn(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) valuesIn(item, into);
  } else if (node && typeof node === "object") {
    const n = node as { kind?: string; value?: unknown; values?: unknown };
    if (n.kind === "ValueNode" && typeof n.value === "string") into.push(n.value);
    if (n.kind === "PrimitiveValueListNode" && Array.isArray(n.values)) {
      for (const v of n.values) if (typeof v === "string") into.push(v);
    }
    for (const value of Object.values(node)) if (value && typeof value === "object") valuesIn(value, into);
  }
  return into;
}

/** A short pause of 0 to `ms` milliseconds, so which side starts first varies from round to round. */
function jitter(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * (ms + 1))));
}

describeDialects("refund racing the door", (open, dialect) => {
  let t: TestApp;
  let admin: BuiltUser;
  let door: BuiltUser;
  const recorder = statementRecorder();
  /** Provider refund calls per charge: one refund per order is one call. */
  const refundCalls = new Map<string, number>();
  let checkIn: CheckInKit;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [door] = (await buildUsers(t.ctx, 1, ["door_staff"])) as [BuiltUser];
    const card = createSimulatedCardProvider();
    const counted: CardProvider = {
      name: card.name,
      charge: (input) => card.charge(input),
      refund(input) {
        refundCalls.set(input.reference, (refundCalls.get(input.reference) ?? 0) + 1);
        return card.refund(input);
      },
    };
    t.ctx.payments.simulated = counted;
    recorder.attach(t);
    checkIn = checkInKit(t, door);
  });

  interface Ticket {
    bookingId: string;
    token: string;
  }

  interface Sold {
    orderId: string;
    totalCents: number;
    tickets: Ticket[];
  }

  /** A paid order of `seats` seats in one premium row (aisle groups left alone), with each ticket's code. */
  async function sold(eventId: string, row: number, firstSeat: number, seats: number): Promise<Sold> {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const { order, tickets } = await checkIn.sell(buyer, eventId, premiumSeats(eventId, row, firstSeat, seats));
    return {
      orderId: order.id,
      totalCents: order.totalCents,
      tickets: tickets.map((ticket) => ({ bookingId: ticket.bookingId, token: ticket.ticketToken ?? "" })),
    };
  }

  /** The ticket scanned at the North gate by door staff, and its answer. */
  function scan(eventId: string, ticket: Ticket): Promise<ScanResult> {
    return checkIn.scanOne(eventId, ticket.token);
  }

  function refund(orderId: string) {
    return t.request(`/api/manage/orders/${orderId}/refund`, { method: "POST", cookie: admin.cookie, json: {} });
  }

  /**
   * What the ticket's racing scan did in the database: the statement that read (and, on
   * PostgreSQL, locked) its booking, and the admission it wrote, if any.
   */
  function scanTouches(ticket: Ticket): { read: Touch; admission: Touch | undefined } {
    const read = recorder.touches.find(
      (touch) =>
        touch.table === "bookings" &&
        touch.tx !== null &&
        touch.values.length === 1 &&
        touch.values[0] === ticket.bookingId,
    );
    if (!read) throw new Error(`no scan read booking ${ticket.bookingId}`);
    const admission = recorder.touches.find(
      (touch) => touch.table === "ticket_checkins" && !touch.locks && touch.values.includes(ticket.bookingId),
    );
    return { read, admission };
  }

  /** The statement that refunded the order's bookings (and so took their rows). */
  function refundLock(orderId: string): Touch {
    const found = recorder.touches.filter(
      (touch) =>
        touch.table === "bookings" &&
        touch.tx !== null &&
        touch.locks &&
        touch.values.includes(orderId) &&
        touch.values.includes("refunded"),
    );
    expect(found, `refunds of order ${orderId}`).toHaveLength(1);
    return found[0] as Touch;
  }

  /**
   * Every transaction that took an order row and rows of bookings took the order first; a
   * transaction that took bookings without an order (a scan) took exactly one. PostgreSQL only:
   * SQLite runs one writing transaction at a time, so it takes no row locks.
   */
  function assertLockOrder(): void {
    if (dialect === "sqlite") return;
    const byTx = new Map<number, Touch[]>();
    for (const touch of recorder.touches) {
      if (touch.tx === null || !touch.locks) continue;
      byTx.set(touch.tx, [...(byTx.get(touch.tx) ?? []), touch]);
    }
    for (const [tx, locks] of byTx) {
      const order = locks.findIndex((l) => l.table === "orders");
      const booking = locks.findIndex((l) => l.table === "bookings");
      if (booking === -1) continue;
      if (order === -1) {
        const bookingLocks = locks.filter((l) => l.table === "bookings");
        expect(bookingLocks, `transaction ${tx} took bookings without their order`).toHaveLength(1);
        expect(bookingLocks[0]?.values, `transaction ${tx} took more than one booking`).toHaveLength(1);
      } else {
        expect(order, `transaction ${tx} took a booking before its order`).toBeLessThan(booking);
      }
    }
  }

  /** The ledger's refunds of an order and the provider's refund calls for its charge. */
  async function refundsOf(orderId: string) {
    const order = await t.ctx.db
      .selectFrom("orders")
      .select(["status", "provider_ref", "refunded_cents"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    const ledger = await t.ctx.db
      .selectFrom("payment_ledger")
      .select(["amount_cents", "state"])
      .where("order_id", "=", orderId)
      .where("kind", "=", "refund")
      .execute();
    return { order, ledger, calls: refundCalls.get(order.provider_ref ?? "") ?? 0 };
  }

  /** The order's tickets flagged for an admin as admitted before their refund. */
  async function flagsOf(orderId: string) {
    return t.ctx.db
      .selectFrom("payment_ledger")
      .select(["provider_ref", "amount_cents", "state", "reason"])
      .where("order_id", "=", orderId)
      .where("kind", "=", "admission")
      .orderBy("provider_ref")
      .execute();
  }

  /** What each admitted ticket's flag must be: one per ticket, with what its refund gave back. */
  function expectedFlags(order: Sold, admitted: readonly Ticket[]) {
    const price = order.totalCents / order.tickets.length;
    return admitted
      .map((ticket) => ({
        provider_ref: `admitted:${ticket.bookingId}`,
        amount_cents: price,
        state: "flagged",
        reason: "admitted_before_refund",
      }))
      .sort((a, b) => (a.provider_ref < b.provider_ref ? -1 : 1));
  }

  /** The admission flags the admins' payment exceptions list for an event. */
  async function listedFlags(eventId: string) {
    const response = await t.request("/api/manage/payments/exceptions", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { exceptions } = (await response.json()) as PaymentExceptionsResponse;
    return exceptions.filter((e) => e.eventId === eventId && e.kind === "admission");
  }

  async function admissionOf(bookingId: string) {
    return t.ctx.db.selectFrom("ticket_checkins").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
  }

  it("an admin's refund racing scans: admitted only when the scan took the ticket first, refunded once either way", {
    timeout: 120_000,
  }, async () => {
    const event = await buildEvent(t.ctx.db, { title: "Refund at the Door" });
    const outcomes = { admitted: 0, refused: 0 };
    const rounds = 30;
    for (let round = 0; round < rounds; round++) {
      // Two tickets per order, 7 orders per row, in the middle of premium rows 4 to 8.
      const order = await sold(event.id, 4 + Math.floor(round / 7), 6 + 2 * (round % 7), 2);
      const scans = () => Promise.all(order.tickets.map((ticket) => scan(event.id, ticket)));
      let refunded: Response;
      let results: ScanResult[];
      if (round % 3 === 0) {
        [refunded, results] = await Promise.all([refund(order.orderId), scans()]);
      } else if (round % 3 === 1) {
        [results, refunded] = await Promise.all([scans(), jitter(3).then(() => refund(order.orderId))]);
      } else {
        [refunded, results] = await Promise.all([refund(order.orderId), jitter(3).then(scans)]);
      }

      // The refund gives the money back whatever the door did: once, in the ledger and at the provider.
      expect(refunded.status, await refunded.clone().text()).toBe(200);
      const { order: row, ledger, calls } = await refundsOf(order.orderId);
      expect(row.status).toBe("refunded");
      expect(row.refunded_cents).toBe(order.totalCents);
      expect(ledger).toEqual([{ amount_cents: order.totalCents, state: "settled" }]);
      expect(calls).toBe(1);

      const refundTook = refundLock(order.orderId);
      const admitted: Ticket[] = [];
      for (const [i, ticket] of order.tickets.entries()) {
        const result = results[i] as ScanResult;
        const scanned = scanTouches(ticket);
        const admission = await admissionOf(ticket.bookingId);
        if (result.outcome === "admitted") {
          // The scan held the booking first: its admission was written before the refund could
          // take the row, and it stays recorded after the refund.
          expect(scanned.admission?.seq).toBeLessThan(refundTook.seq);
          expect(admission).toMatchObject({ gate: "North" });
          admitted.push(ticket);
          outcomes.admitted += 1;
        } else {
          // The refund took the row first: the scan read it refunded and admitted nobody.
          expect(result).toMatchObject({ outcome: "invalid", reason: "refunded" });
          expect(refundTook.seq).toBeLessThan(scanned.read.seq);
          expect(scanned.admission).toBeUndefined();
          expect(admission).toBeUndefined();
          outcomes.refused += 1;
        }
        // Whatever happened, the ticket admits nobody now.
        expect(await scan(event.id, ticket)).toMatchObject({ outcome: "invalid", reason: "refunded" });
      }
      // Each ticket admitted before its refund is flagged for an admin, once; no other is.
      expect(await flagsOf(order.orderId)).toEqual(expectedFlags(order, admitted));
      if (round === 0) {
        // A second refund finds nothing left and flags nothing again.
        expect((await refund(order.orderId)).status).toBe(409);
        expect(await flagsOf(order.orderId)).toEqual(expectedFlags(order, admitted));
      }
    }
    assertLockOrder();
    expect(outcomes.admitted + outcomes.refused).toBe(rounds * 2);
    // The admins' payment exceptions list every flag, to be marked reviewed.
    const listed = await listedFlags(event.id);
    expect(listed).toHaveLength(outcomes.admitted);
    for (const flag of listed) {
      expect(flag).toMatchObject({ state: "flagged", reason: "admitted_before_refund", resolution: "mark_reviewed" });
    }
    // Both orders were seen: a race that always goes one way tests nothing.
    expect(outcomes.admitted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });

  it("cancelling an event racing scans of its tickets: every paid order refunded once, nobody admitted after their refund", {
    timeout: 120_000,
  }, async () => {
    const outcomes = { admitted: 0, refused: 0 };
    for (let round = 0; round < 4; round++) {
      const event = await buildEvent(t.ctx.db, { title: `Cancelled at the Door ${round}` });
      const orders: Sold[] = [];
      for (let i = 0; i < 8; i++)
        orders.push(await sold(event.id, 4 + (i % 5), 6 + 3 * Math.floor(i / 5), 1 + (i % 2)));
      const tickets = orders.flatMap((order) => order.tickets.map((ticket) => ({ order, ticket })));

      // The cancellation starts among the scans: some come before the event is marked cancelled,
      // some between the mark and their order's refund, some after it.
      const cancel = jitter(4).then(() =>
        t.request(`/api/manage/events/${event.id}/cancel`, {
          method: "POST",
          cookie: admin.cookie,
          json: { reason: "The band is stuck in a snowstorm." },
        }),
      );
      const scanned = Promise.all(tickets.map(({ ticket }) => jitter(10).then(() => scan(event.id, ticket))));
      const [cancelled, results] = await Promise.all([cancel, scanned]);
      expect(cancelled.status, await cancelled.clone().text()).toBe(200);
      const admittedOf = new Map<Sold, Ticket[]>(orders.map((order) => [order, []]));

      for (const order of orders) {
        const { order: row, ledger, calls } = await refundsOf(order.orderId);
        expect(row.status).toBe("refunded");
        expect(ledger).toEqual([{ amount_cents: order.totalCents, state: "settled" }]);
        expect(calls).toBe(1);
      }
      for (const [i, { order, ticket }] of tickets.entries()) {
        const result = results[i] as ScanResult;
        const admission = await admissionOf(ticket.bookingId);
        if (result.outcome === "admitted") {
          // Admitted only by a scan that wrote its admission before its order's refund took the booking.
          expect(scanTouches(ticket).admission?.seq).toBeLessThan(refundLock(order.orderId).seq);
          expect(admission).toMatchObject({ gate: "North" });
          admittedOf.get(order)?.push(ticket);
          outcomes.admitted += 1;
        } else {
          // Refused once the event was marked cancelled, whether or not its refund had run yet.
          expect(result).toMatchObject({ outcome: "invalid", reason: "cancelled" });
          expect(admission).toBeUndefined();
          outcomes.refused += 1;
        }
        expect(await scan(event.id, ticket)).toMatchObject({ outcome: "invalid", reason: "cancelled" });
      }
      // The cancellation's refunds flag each ticket the door admitted first, once, and the
      // admins' payment exceptions list them.
      for (const [order, admitted] of admittedOf) {
        expect(await flagsOf(order.orderId)).toEqual(expectedFlags(order, admitted));
      }
      const flagged = [...admittedOf.values()].reduce((sum, admitted) => sum + admitted.length, 0);
      expect(await listedFlags(event.id)).toHaveLength(flagged);
    }
    assertLockOrder();
    expect(outcomes.admitted + outcomes.refused).toBeGreaterThan(0);
  });
});
