import type { Selectable, Transaction } from "kysely";
import type { Language } from "#domain/i18n/translate";
import type { DB, OrdersTable } from "#server/db/schema";
import type { Logger } from "./logger";

/**
 * What happens to orders, told to the features that care. The orders feature announces; others
 * subscribe at boot, in one of two kinds:
 *
 * - **in the transaction**: what must commit with the change or not at all (a ledger row, the
 *   outbox row of a mail owed). Subscribers run in the order they subscribed; an error rolls the
 *   whole change back.
 * - **after commit**: what may follow the change (seat states, the waiting room, a venue rental's
 *   event). Each runs on its own: one that fails is logged and the others still run; one that
 *   answers `false` says the order's fulfilment failed (the money stays taken; an admin acts).
 */

type OrderRow = Selectable<OrdersTable>;

/** A seat of an order as settlement reads it, once, under the order's lock. */
export interface SettledSeat {
  id: string;
  section: string;
  row_number: number;
  seat_number: number;
  total_amount_cents: number;
  /** The seat's price line as charged (see domain/pricing.ts). */
  list_cents: number;
  discount_cents: number;
  fee_cents: number;
  tax_cents: number;
  booking_id: string;
  event_id: string;
  ticket_version: number;
}

/** Money a provider took for an order. */
export interface Payment {
  orderId: string;
  provider: string;
  /** The provider's reference for the money taken (a payment intent, a transaction id). */
  providerRef: string;
  amountCents: number;
  currency: string;
}

/** Why a payment could not be applied to its order. */
export type PaymentProblem = "unknown_order" | "already_paid" | "event_cancelled" | "hold_lapsed" | "amount_mismatch";

export interface OrderEventMap {
  /** A held order was paid: the order as paid (its `paid_at` the moment), its seats, the buyer's language. */
  "order.paid": { order: OrderRow; seats: SettledSeat[]; payment: Payment; language: Language | null };
  /** Money taken that cannot be applied: recorded and given back, never only logged. */
  "payment.unapplied": { order: OrderRow | undefined; payment: Payment; problem: PaymentProblem; at: string };
  /** Seats of a paid or complimentary order were given back by the site (an admin, a cancellation). */
  "order.refunded": {
    order: OrderRow;
    seatIds: string[];
    amountCents: number;
    cancellation: { reason: string } | null;
  };
  /** The provider took money back on its own (a dispute, a reversal, a refund in its dashboard). */
  "order.returned": { order: OrderRow; seatIds: string[] };
  /** A hold ended unpaid: its seats are free again. */
  "hold.lapsed": { orderId: string; eventId: string; userId: string; seatIds: string[] };
  /**
   * Seats of an event came back (a hold lapsed or was let go), announced in the transaction that
   * freed them: a subscriber may claim them in it (the waitlist offers them to its line first), so
   * the seats reach open sale only if nobody claimed them when that transaction commits.
   */
  "seats.returned": { eventId: string; seatIds: string[]; at: string };
}

export type OrderEventType = keyof OrderEventMap;

type InTransaction<T extends OrderEventType> = (trx: Transaction<DB>, event: OrderEventMap[T]) => Promise<void>;
// biome-ignore lint/suspicious/noConfusingVoidType: a subscriber with nothing to report returns nothing.
type AfterCommit<T extends OrderEventType> = (event: OrderEventMap[T]) => Promise<boolean | void>;

export interface OrderEvents {
  inTransaction<T extends OrderEventType>(type: T, subscriber: InTransaction<T>): void;
  afterCommit<T extends OrderEventType>(type: T, subscriber: AfterCommit<T>): void;
  /** Runs the in-transaction subscribers of `type` in `trx`, in the order they subscribed. */
  announce<T extends OrderEventType>(trx: Transaction<DB>, type: T, event: OrderEventMap[T]): Promise<void>;
  /**
   * Runs the after-commit subscribers of `type`, once the change committed. False when one of
   * them answered that it failed.
   */
  committed<T extends OrderEventType>(type: T, event: OrderEventMap[T]): Promise<boolean>;
}

export function createOrderEvents(logger: Logger): OrderEvents {
  const during = new Map<OrderEventType, InTransaction<never>[]>();
  const after = new Map<OrderEventType, AfterCommit<never>[]>();
  const add = <S>(map: Map<OrderEventType, S[]>, type: OrderEventType, subscriber: S) => {
    map.set(type, [...(map.get(type) ?? []), subscriber]);
  };
  return {
    inTransaction(type, subscriber) {
      add(during, type, subscriber as InTransaction<never>);
    },
    afterCommit(type, subscriber) {
      add(after, type, subscriber as AfterCommit<never>);
    },
    async announce(trx, type, event) {
      for (const subscriber of (during.get(type) ?? []) as InTransaction<typeof type>[]) {
        await subscriber(trx, event);
      }
    },
    async committed(type, event) {
      const outcomes = await Promise.all(
        ((after.get(type) ?? []) as AfterCommit<typeof type>[]).map(async (subscriber) => {
          try {
            return (await subscriber(event)) !== false;
          } catch (error) {
            logger.error("order event subscriber failed", { type, error: String(error) });
            return false;
          }
        }),
      );
      return outcomes.every(Boolean);
    },
  };
}
