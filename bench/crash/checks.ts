/**
 * What the crash test asserts about the database after every restart and at the end. The SQLite
 * file is opened read-only beside the running server and read in one transaction, so every
 * answer comes from one consistent snapshot.
 */
import SQLite from "better-sqlite3";

export type ViolationKind =
  | "integrity"
  | "foreign_keys"
  | "double_claim"
  | "ack_not_paid"
  | "ack_seats_not_sold"
  | "mail_missing"
  | "mail_owed_twice"
  | "charge_unsettled"
  | "charge_not_applied"
  | "paid_without_charge";

/** A payment the server acknowledged: a 200 answer to POST /api/orders/:id/payments/simulated. */
export interface Ack {
  orderId: string;
  email: string;
  seatIds: string[];
  at: number;
}

export interface Violation {
  kind: ViolationKind;
  /** What the violation is about (an order, a seat, a ledger row): the same item is counted once. */
  id: string;
  detail: string;
}

export interface CheckInput {
  file: string;
  acks: ReadonlyMap<string, Ack>;
  /** When the server now running first answered its health check (ms since the epoch). */
  upSince: number;
  /** How long a confirmation mail or an owed refund may take once the server is up. */
  graceMs: number;
  now?: number;
}

export interface CheckResult {
  violations: Violation[];
  /** Mails and refunds owed whose grace period has not ended yet, with when it ends. */
  pending: { kind: "mail" | "refund"; id: string; dueAt: number }[];
  paidOrders: number;
  /** Paid orders whose confirmation mail was delivered (status sent or logged). */
  mailsDelivered: number;
  ms: number;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const LIVE_CLAIMS = "('held', 'completed', 'complimentary')";

interface OrderRow {
  id: string;
  status: string;
  kind: string;
  paid_at: string | null;
  provider: string | null;
  provider_ref: string | null;
  email: string;
}

interface LedgerRow {
  id: number;
  order_id: string | null;
  provider: string;
  kind: string;
  state: string;
  amount_cents: number;
  created_at: string;
  provider_ref: string;
}

export function checkDatabase(input: CheckInput): CheckResult {
  const started = performance.now();
  const now = input.now ?? Date.now();
  const violations: Violation[] = [];
  const pending: CheckResult["pending"] = [];
  // A mail or refund is due a grace period after the later of its cause and the server's start.
  const dueAt = (iso: string | null) => Math.max(iso ? Date.parse(iso) : 0, input.upSince) + input.graceMs;

  const db = new SQLite(input.file, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.exec("begin");

    // The file is intact: SQLite's own check, then every foreign key still points at a row.
    const integrity = db.pragma("integrity_check") as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]?.integrity_check !== "ok") {
      violations.push({
        kind: "integrity",
        id: "database",
        detail: integrity
          .slice(0, 5)
          .map((r) => r.integrity_check)
          .join("; "),
      });
    }
    const foreign = db.pragma("foreign_key_check") as { table: string; rowid: number; parent: string }[];
    for (const row of foreign) {
      violations.push({
        kind: "foreign_keys",
        id: `${row.table}:${row.rowid}`,
        detail: `${row.table} row ${row.rowid} points at a missing ${row.parent}`,
      });
    }

    // One live claim per seat of an event.
    const doubles = db
      .prepare(
        `select event_id, seat_id, count(*) as n from bookings where payment_status in ${LIVE_CLAIMS}
         group by event_id, seat_id having count(*) > 1`,
      )
      .all() as { event_id: string; seat_id: string; n: number }[];
    for (const row of doubles) {
      violations.push({ kind: "double_claim", id: row.seat_id, detail: `${row.n} live claims on ${row.seat_id}` });
    }

    const orders = new Map(
      (
        db
          .prepare(
            `select o.id, o.status, o.kind, o.paid_at, o.provider, o.provider_ref, p.email
             from orders o join profiles p on p.id = o.user_id`,
          )
          .all() as OrderRow[]
      ).map((o) => [o.id, o]),
    );
    const soldSeats = new Map<string, Set<string>>();
    for (const row of db
      .prepare("select order_id, seat_id from bookings where payment_status = 'completed'")
      .iterate() as Iterable<{ order_id: string; seat_id: string }>) {
      const seats = soldSeats.get(row.order_id) ?? new Set<string>();
      soldSeats.set(row.order_id, seats);
      seats.add(row.seat_id);
    }

    // Every acknowledged payment's order is paid, with every seat it was answered with sold to it.
    for (const ack of input.acks.values()) {
      const order = orders.get(ack.orderId);
      if (order?.status !== "paid") {
        violations.push({
          kind: "ack_not_paid",
          id: ack.orderId,
          detail: `acknowledged order ${ack.orderId} is ${order?.status ?? "missing"}`,
        });
        continue;
      }
      const sold = soldSeats.get(ack.orderId);
      const missing = ack.seatIds.filter((id) => !sold?.has(id));
      if (missing.length > 0) {
        violations.push({
          kind: "ack_seats_not_sold",
          id: ack.orderId,
          detail: `acknowledged order ${ack.orderId}: seats not sold to it: ${missing.join(", ")}`,
        });
      }
    }

    // A paid ticket order's confirmation is owed once, in the payment's transaction, and rendered
    // by the mail worker when delivered: a kill between the commit and the rendering leaves the
    // owed row, which the restarted worker renders. Never two rows for one order.
    const owed = new Map<string, number>();
    for (const row of db
      .prepare("select payload from mail_outbox where kind = 'order-confirmation'")
      .iterate() as Iterable<{ payload: string }>) {
      const orderId = (JSON.parse(row.payload) as { orderId: string }).orderId;
      owed.set(orderId, (owed.get(orderId) ?? 0) + 1);
    }
    for (const [orderId, count] of owed) {
      if (count > 1) {
        violations.push({
          kind: "mail_owed_twice",
          id: orderId,
          detail: `order ${orderId}: its confirmation was owed ${count} times`,
        });
      }
    }

    // Every paid ticket order's confirmation is delivered: a mail to the buyer, sent or logged,
    // that names the order.
    const delivered = new Set<string>();
    for (const mail of db
      .prepare("select to_address, subject, text_body from mail_outbox where status in ('sent', 'logged')")
      .iterate() as Iterable<{ to_address: string; subject: string; text_body: string }>) {
      const to = mail.to_address.trim().toLowerCase();
      for (const id of `${mail.subject}\n${mail.text_body}`.match(UUID) ?? [])
        delivered.add(`${to} ${id.toLowerCase()}`);
    }
    let paidOrders = 0;
    let mailsDelivered = 0;
    for (const order of orders.values()) {
      if (order.status !== "paid" || order.kind !== "tickets") continue;
      paidOrders += 1;
      if (delivered.has(`${order.email.trim().toLowerCase()} ${order.id.toLowerCase()}`)) {
        mailsDelivered += 1;
        continue;
      }
      const due = dueAt(order.paid_at);
      if (now > due) {
        violations.push({
          kind: "mail_missing",
          id: order.id,
          detail: `paid order ${order.id} (paid ${order.paid_at}): no confirmation delivered to ${order.email}`,
        });
      } else {
        pending.push({ kind: "mail", id: order.id, dueAt: due });
      }
    }

    // Every charge is applied to a paid order or, flagged, given back by a settled refund: the
    // refund owed for a flagged charge is written in the charge's transaction (same order,
    // provider, amount and time).
    const ledger = db
      .prepare(
        "select id, order_id, provider, kind, state, amount_cents, created_at, provider_ref from payment_ledger order by id",
      )
      .all() as LedgerRow[];
    const refundKey = (r: LedgerRow) => `${r.order_id ?? "-"} ${r.provider} ${r.amount_cents} ${r.created_at}`;
    const settledRefunds = new Map<string, number>();
    for (const row of ledger) {
      if (row.kind === "refund" && row.state === "settled") {
        settledRefunds.set(refundKey(row), (settledRefunds.get(refundKey(row)) ?? 0) + 1);
      }
    }
    const appliedRefs = new Set<string>();
    for (const row of ledger) {
      if (row.kind !== "charge") continue;
      if (row.state === "applied") {
        appliedRefs.add(`${row.provider} ${row.provider_ref}`);
        const order = row.order_id ? orders.get(row.order_id) : undefined;
        if (order?.status !== "paid" && order?.status !== "refunded") {
          violations.push({
            kind: "charge_not_applied",
            id: String(row.id),
            detail: `applied charge ${row.id} belongs to order ${row.order_id}, which is ${order?.status ?? "missing"}`,
          });
        }
        continue;
      }
      if (row.state !== "flagged") continue;
      const key = refundKey(row);
      const refunds = settledRefunds.get(key) ?? 0;
      if (refunds > 0) {
        settledRefunds.set(key, refunds - 1);
        continue;
      }
      const due = dueAt(row.created_at);
      if (now > due) {
        violations.push({
          kind: "charge_unsettled",
          id: String(row.id),
          detail: `flagged charge ${row.id} (order ${row.order_id}, ${row.created_at}) has no settled refund`,
        });
      } else {
        pending.push({ kind: "refund", id: String(row.id), dueAt: due });
      }
    }
    // And the other way round: money behind every paid order.
    for (const order of orders.values()) {
      if (order.status !== "paid" || order.provider === "complimentary") continue;
      if (!appliedRefs.has(`${order.provider} ${order.provider_ref}`)) {
        violations.push({
          kind: "paid_without_charge",
          id: order.id,
          detail: `paid order ${order.id} has no applied charge (${order.provider} ${order.provider_ref})`,
        });
      }
    }

    db.exec("commit");
    return { violations, pending, paidOrders, mailsDelivered, ms: performance.now() - started };
  } finally {
    db.close();
  }
}
