import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema";

type Db = Kysely<DB> | Transaction<DB>;

/**
 * What seating reads of the claims on an event's seats. Claims are bookings, which the orders
 * feature owns and reads; orders already uses seating (to generate seats), so seating cannot
 * import it back: the app gives seating orders' read models at boot (`ctx.seatClaims`).
 */
export interface SeatClaims {
  /**
   * The live claims of an event: the seats sold (paid or complimentary) and the holds, with their
   * order's expiry. A hold paid between its reads may show in both lists: a sale wins.
   */
  live(
    db: Db,
    eventId: string,
  ): Promise<{ soldSeatIds: string[]; holds: { seat_id: string; user_id: string; expires_at: string | null }[] }>;
  /** Seats whose tickets were refunded or voided: money records a seat deletion would erase. */
  settledHistory(db: Db, eventId: string): Promise<string[]>;
  /** A user's seats on hold for an event whose hold has not lapsed at `nowIso`, with the expiry. */
  ownHolds(
    db: Db,
    userId: string,
    eventId: string,
    nowIso: string,
  ): Promise<{ seat_id: string; expires_at: string | null }[]>;
}
