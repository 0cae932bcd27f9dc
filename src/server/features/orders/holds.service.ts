import type { Kysely, Transaction } from "kysely";
import { type Discount, NO_FEES, type PriceLine, priceLine, sumLines } from "#domain/pricing";
import { isPublicSaleOpen } from "#domain/sale-codes";
import type { OrderView } from "#domain/schemas/tickets";
import type { AccessMark } from "#domain/seating/accessible";
import { holdExpiresAt, isHoldExpired } from "#domain/seating/availability";
import { seatLimitOf } from "#domain/seating/limits";
import type { SignedInUser } from "#server/context";
import { relaxedTransaction } from "#server/db/durability";
import { isForeignKeyViolation, isUniqueViolation } from "#server/db/errors";
import type { BookingStatus, DB, EventRow } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import { type CodeInClaim, claimCodeUse, findUsableCode, recordCodeUse } from "#server/features/sale-codes";
import { ensureSeats, findHouseSeatsAmong } from "#server/features/seating";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  findHeldClaimsOn,
  findLiveClaimsOn,
  findSeatsWithClaims,
  lockAccountClaims,
  lockEventForClaims,
  lockNetworkClaims,
  tryLockAccountClaims,
} from "./claims.repository";
import { refuseAccessProblem, refuseOverNetworkWindow, refuseOverSeatLimit, refuseWithinCooldown } from "./fair-play";
import { closeOrders, findExpiredHoldOrderIds, insertBookings, insertOrder, type NewOrder } from "./orders.repository";
import {
  type ClaimInput,
  newOrderRow,
  type OrdersDeps,
  type OwnOrderInput,
  orderView,
  ownOrder,
  publish,
  toOrderView,
} from "./orders.service";

/**
 * Holds: claiming seats all or nothing (a held order, or an admin's complimentary booking),
 * the fair-play refusals on the way in (`fair-play.ts`), and releasing holds — by their owner or
 * when they lapse.
 */

/** The name on a booking is the full name, else the e-mail, else 'Unknown User'. */
function bookingName(user: SignedInUser): string {
  return user.name.trim() || user.email || "Unknown User";
}

/** Some requested seats do not exist (yet: seats are generated on an event's first view). */
class SeatsMissing extends Error {
  constructor(readonly seatIds: string[]) {
    super("seats missing");
  }
}

/** Another transaction claimed a seat between this one's read and its insert (PostgreSQL). */
class SeatsTaken extends Error {}

/**
 * Some requested seats are kept by holds that lapsed. They are given back through `returnHolds`
 * first (where the waitlist may claim them), and the claim is tried again.
 */
class HoldsLapsed extends Error {
  constructor(readonly orderIds: string[]) {
    super("holds lapsed");
  }
}

/**
 * The account was claiming seats of the event in another transaction at that moment. Only a claim
 * made inside a transaction that returns seats sees it (it does not wait for that account's lock,
 * see `holdOfferedSeatsWithin`).
 */
export class AccountBusy extends Error {
  constructor() {
    super("account busy");
  }
}

type ClaimedSeat = {
  id: string;
  section: string;
  row_number: number;
  seat_number: number;
  price_cents: number;
  access: AccessMark | null;
};

/** How seats are claimed: the order they go on, each booking's status and what each seat costs. */
interface ClaimTerms {
  /** The order, from the seats' price lines (its total is their sum). */
  order(lines: readonly PriceLine[]): NewOrder;
  booking: Extract<BookingStatus, "held" | "complimentary">;
  /** A seat's price line, with the discount of the code used (if any). */
  lineOf(seat: ClaimedSeat, discount: Discount | null): PriceLine;
  /**
   * A buyer's own hold: before the public on-sale time only a presale code opens the sale (for its
   * sections), and the code named, if any, is used — checked and counted in the claim's
   * transaction. House seats are refused to every claim but staff's.
   */
  buyer?: { code: CodeInClaim | null };
  /** Whether house seats are refused (every claim but a staff member's complimentary booking). */
  refuseHouseSeats: boolean;
  /**
   * Whether the buyer's own limits apply: the event's seats per account and the wait before
   * re-holding seats the buyer released. An admin's complimentary booking has neither.
   */
  perAccount: boolean;
  /**
   * Whether the accessible-seating rules apply (a buyer's hold, a waitlist offer), and whether the
   * buyer asked for accessible seating. An admin's complimentary booking is not restricted.
   */
  access?: { accessible: boolean };
  /** Work that must commit or fail with the claim, done in its transaction after the inserts. */
  alongside?: (trx: Transaction<DB>, order: NewOrder) => Promise<void>;
  /** Whose tickets the bookings are, when not the caller's own (a named guest's). */
  holder?: SeatHolder;
  /**
   * Minutes of the per-network seat window (a buyer's own hold outside a waiting room); 0: none.
   */
  networkWindowMinutes?: number;
  /**
   * Claimed inside a transaction that already holds order rows (seats being returned): the
   * account's lock is taken only if free at once (`AccountBusy` otherwise), never waited for.
   */
  withoutWaiting?: boolean;
}

/**
 * A guest a complimentary booking is issued to: an account, which holds the seats at once, or an
 * address without one, whose seats wait under the issuer's account (`transfer_to`) until the
 * address's first verified sign-in claims them, as a transferred ticket does.
 */
export type SeatHolder = { userId: string; email: string; name: string } | { address: string; name: string };

/** The holder columns of a new booking: the caller's own, or the guest's. */
function holderColumns(user: SignedInUser, holder: SeatHolder | undefined) {
  if (!holder) return { user_id: user.id, user_email: user.email, user_name: bookingName(user), transfer_to: null };
  if ("userId" in holder) {
    return { user_id: holder.userId, user_email: holder.email, user_name: holder.name, transfer_to: null };
  }
  return { user_id: user.id, user_email: holder.address, user_name: holder.name, transfer_to: holder.address };
}

/**
 * Holds the seats at their all-in price (list price less the code's discount, with the service fee
 * and tax) until the hold is paid or lapses. What the order says is what the buyer pays.
 */
export async function holdSeats(deps: OrdersDeps, input: ClaimInput): Promise<OrderView> {
  const pricing = deps.pricing ?? NO_FEES;
  const code = input.code ? await findUsableCode(deps.db, input.eventId, input.code) : null;
  return claimSeats(deps, input, {
    booking: "held",
    perAccount: true,
    refuseHouseSeats: true,
    buyer: { code },
    access: { accessible: input.accessible ?? false },
    networkWindowMinutes: input.queued || !input.network ? 0 : (deps.networkSeatWindowMinutes ?? 0),
    lineOf: (seat, discount) => priceLine(seat.price_cents, pricing, discount),
    order: (lines) =>
      newOrderRow({
        userId: input.user.id,
        eventId: input.eventId,
        kind: "tickets",
        status: "held",
        totalCents: sumLines(lines).totalCents,
        expiresAt: holdExpiresAt(deps.now).toISOString(),
        network: input.network ?? null,
        now: deps.now,
      }),
  });
}

/**
 * Whether a presale code lets its holder past the waiting room now: the code is the event's, a
 * presale code, switched on, and the public on-sale time has not come. Whether it suits the seats
 * and has uses left is decided by the hold.
 */
export async function presaleOpensFor(
  db: Kysely<DB>,
  input: { eventId: string; code: string; now: Date },
): Promise<boolean> {
  const event = await findEvent(db, input.eventId);
  if (!event || isPublicSaleOpen(event.on_sale_at, nowIso(input.now))) return false;
  const code = await findUsableCode(db, event.id, input.code).catch(() => null);
  return code?.rule.kind === "presale";
}

/**
 * Holds seats offered to someone from an event's waitlist: like a buyer's own hold (list prices,
 * the per-account limits) but until `expiresAt`, and without the on-sale admission, which only the
 * hold route asks for. `alongside` runs in the hold's transaction, so the offer is recorded and
 * its mail queued together with the seats, or nothing is.
 */
export function holdOfferedSeats(deps: OrdersDeps, input: OfferInput): Promise<OrderView> {
  return claimSeats(deps, input, offerTerms(deps, input));
}

type OfferInput = ClaimInput & { expiresAt: string; alongside: NonNullable<ClaimTerms["alongside"]> };

/**
 * Holds seats offered from the waitlist inside the transaction that is returning them (announced
 * as `seats.returned`), so they never show free in between. Refused like `holdOfferedSeats`
 * (`AppError`), or `AccountBusy` when the person is claiming seats of the event that moment; the
 * event's claim lock is the caller's. Nothing is published: the returning code shows the seats
 * held after its commit.
 */
export async function holdOfferedSeatsWithin(
  trx: Transaction<DB>,
  deps: Pick<OrdersDeps, "now" | "pricing">,
  input: OfferInput & { event: Pick<EventRow, "max_seats_per_account" | "max_accessible_spaces_per_account"> },
): Promise<void> {
  await claimWithin(trx, deps, input, { ...offerTerms(deps, input), withoutWaiting: true }, input.event);
}

function offerTerms(deps: Pick<OrdersDeps, "now" | "pricing">, input: OfferInput): ClaimTerms {
  const pricing = deps.pricing ?? NO_FEES;
  return {
    booking: "held",
    perAccount: true,
    refuseHouseSeats: true,
    // An offer is made to someone who did not ask for accessible seating.
    access: { accessible: false },
    lineOf: (seat) => priceLine(seat.price_cents, pricing),
    alongside: input.alongside,
    order: (lines) =>
      newOrderRow({
        userId: input.user.id,
        eventId: input.eventId,
        kind: "tickets",
        status: "held",
        totalCents: sumLines(lines).totalCents,
        expiresAt: input.expiresAt,
        now: deps.now,
      }),
  };
}

/**
 * Holds seats sold at the venue's window, in the operator's name: the all-in price, the
 * accessible-seating rules as the buyer declares them at the window, but none of a buyer's own
 * limits (the operator sells all day). The order records its channel, operator and, for a card
 * terminal, the terminal's reference; `details` keeps the buyer and the cash tendered. It is paid
 * through settlement like any other hold (`settlePayment`), at once for cash or the terminal, or
 * by Stripe's webhook when the buyer pays on their phone.
 */
export function holdWindowSeats(
  deps: OrdersDeps,
  input: ClaimInput & {
    holder?: SeatHolder;
    paymentReference: string | null;
    details: string | null;
  },
): Promise<OrderView> {
  const pricing = deps.pricing ?? NO_FEES;
  return claimSeats(deps, input, {
    booking: "held",
    perAccount: false,
    // Staff may sell house seats at the window.
    refuseHouseSeats: false,
    access: { accessible: input.accessible ?? false },
    // The window sells at the same all-in prices the chart shows.
    lineOf: (seat) => priceLine(seat.price_cents, pricing),
    ...(input.holder ? { holder: input.holder } : {}),
    order: (lines) =>
      newOrderRow({
        userId: input.user.id,
        eventId: input.eventId,
        kind: "tickets",
        status: "held",
        totalCents: sumLines(lines).totalCents,
        expiresAt: holdExpiresAt(deps.now).toISOString(),
        channel: "window",
        operatorId: input.user.id,
        paymentReference: input.paymentReference,
        details: input.details,
        now: deps.now,
      }),
  });
}

/**
 * Gives the seats away: a complimentary order, settled at once at no charge. The order stays the
 * issuing admin's; with a `holder` the tickets are the named guest's, and the order's details
 * keep the guest's address and name (its confirmation goes to them).
 */
export function bookComplimentary(deps: OrdersDeps, input: ClaimInput & { holder?: SeatHolder }): Promise<OrderView> {
  const { holder } = input;
  const guest = holder ? { email: "userId" in holder ? holder.email : holder.address, name: holder.name } : null;
  return claimSeats(deps, input, {
    booking: "complimentary",
    perAccount: false,
    // Staff may give house seats away.
    refuseHouseSeats: false,
    // Given away: a line of nothing, whatever the seat's list price.
    lineOf: (seat) => ({ ...priceLine(0, NO_FEES), listCents: seat.price_cents, discountCents: seat.price_cents }),
    ...(holder ? { holder } : {}),
    order: () =>
      newOrderRow({
        userId: input.user.id,
        eventId: input.eventId,
        kind: "tickets",
        status: "complimentary",
        totalCents: 0,
        provider: "complimentary",
        channel: "complimentary",
        paymentMethod: "complimentary",
        paidAt: nowIso(deps.now),
        details: guest ? JSON.stringify({ guest }) : null,
        now: deps.now,
      }),
  });
}

/**
 * Claims the seats for one order: all of them or none. The unique index on live claims is the
 * guard (a check-then-insert would oversell under concurrency); the read before the insert only
 * spares a doomed insert, and releases holds that have lapsed so their seats can be taken.
 */
async function claimSeats(deps: OrdersDeps, input: ClaimInput, terms: ClaimTerms): Promise<OrderView> {
  const { db, now } = deps;
  const { user } = input;
  const event = await findEvent(db, input.eventId);
  if (event?.approval_status !== "approved") throw new AppError("not_found");
  if (event.cancelled_at !== null) throw new AppError("conflict", { reason: "event_cancelled" });
  if (event.event_date <= nowIso(now)) throw new AppError("conflict", { reason: "event_started" });
  if (terms.buyer && !isPublicSaleOpen(event.on_sale_at, nowIso(now)) && terms.buyer.code?.rule.kind !== "presale") {
    throw new AppError("conflict", { reason: "not_on_sale", onSaleAt: event.on_sale_at ?? "" });
  }

  let claimed: Claimed | undefined;
  let seatsEnsured = false;
  let lapsedReturned = false;
  try {
    while (!claimed) {
      try {
        claimed = await claimInTransaction(deps, input, terms, event, lapsedReturned);
      } catch (error) {
        if (error instanceof SeatsMissing && !seatsEnsured) {
          seatsEnsured = true;
          await ensureSeats(db, event);
        } else if (error instanceof HoldsLapsed && !lapsedReturned) {
          lapsedReturned = true;
          await returnHolds(deps, { eventId: event.id, orderIds: error.orderIds, to: "expired", byUserId: user.id });
        } else {
          throw error;
        }
      }
    }
  } catch (error) {
    if (error instanceof SeatsMissing) {
      throw new AppError("bad_request", { reason: "unknown_seats", seatIds: error.seatIds });
    }
    // An admin replaced the event's seats while this hold was in flight.
    if (isForeignKeyViolation(error)) throw new AppError("conflict", { reason: "seats_changed" });
    if (!(error instanceof SeatsTaken)) throw error;
    const taken = await findLiveClaimsOn(db, event.id, input.seatIds);
    throw new AppError("conflict", { reason: "seats_taken", seatIds: taken.map((c) => c.seat_id) });
  }

  const { order, seats, freed, lines } = claimed;
  const shown = terms.booking === "held" ? "held" : "occupied";
  publish(
    deps,
    event.id,
    user.id,
    [
      ...freed.filter((f) => !input.seatIds.includes(f.seat_id)).map((f) => [f.seat_id, "available"] as const),
      ...input.seatIds.map((id) => [id, shown] as const),
    ],
    { holdExpiresAt: order.expires_at },
  );
  // What the database now holds, without reading it back.
  return toOrderView(
    order,
    seats
      .map((s) => ({ ...s, ...lineColumns(lines.get(s.id) as PriceLine) }))
      .sort(
        (a, b) => a.row_number - b.row_number || a.seat_number - b.seat_number || compareText(a.section, b.section),
      ),
  );
}

interface Claimed {
  order: NewOrder;
  seats: ClaimedSeat[];
  freed: { seat_id: string; event_id: string }[];
  /** Each seat's price line, by seat id. */
  lines: Map<string, PriceLine>;
}

/** A price line as a booking's columns. */
function lineColumns(line: PriceLine) {
  return {
    total_amount_cents: line.totalCents,
    list_cents: line.listCents,
    discount_cents: line.discountCents,
    fee_cents: line.feeCents,
    tax_cents: line.taxCents,
  };
}

/**
 * One attempt: the read, the release of lapsed holds and the inserts, in one transaction. Where
 * seats can be returned through order events (`deps.orderEvents`), lapsed holds among the seats
 * are not released here but by `returnHolds` (`HoldsLapsed`), once: after that (`lapsedReturned`)
 * a hold that lapsed in between is released here as before.
 */
function claimInTransaction(
  deps: OrdersDeps,
  input: ClaimInput,
  terms: ClaimTerms,
  event: Pick<EventRow, "max_seats_per_account" | "max_accessible_spaces_per_account">,
  lapsedReturned: boolean,
): Promise<Claimed> {
  // A hold is not money: its commit need not wait for the disk (see relaxedTransaction).
  return relaxedTransaction(deps.db, async (trx) => {
    // A seating change in progress is waited for here, so the seats read next are the ones the
    // inserts below will refer to.
    await lockEventForClaims(trx, input.eventId);
    return claimWithin(trx, deps, input, terms, event, Boolean(deps.orderEvents) && !lapsedReturned);
  });
}

/** The claim inside a transaction holding the event's claim lock. */
async function claimWithin(
  trx: Transaction<DB>,
  deps: Pick<OrdersDeps, "now">,
  input: ClaimInput,
  terms: ClaimTerms,
  event: Pick<EventRow, "max_seats_per_account" | "max_accessible_spaces_per_account">,
  returnLapsed = false,
): Promise<Claimed> {
  const { now } = deps;
  const { user, eventId, seatIds } = input;
  const at = nowIso(now);
  if (terms.perAccount) {
    // Then this account's other claims on the event, so its count below stays true until commit.
    if (terms.withoutWaiting) {
      if (!(await tryLockAccountClaims(trx, user.id, eventId))) throw new AccountBusy();
    } else {
      await lockAccountClaims(trx, user.id, eventId);
    }
    await refuseWithinCooldown(trx, input, now);
    await refuseOverSeatLimit(trx, input, seatLimitOf(event.max_seats_per_account), at);
    if (terms.networkWindowMinutes && input.network) {
      // Then the network's claims on the event, so its window's count stays true until commit.
      await lockNetworkClaims(trx, input.network, eventId);
      await refuseOverNetworkWindow(trx, input, {
        limit: seatLimitOf(event.max_seats_per_account),
        minutes: terms.networkWindowMinutes,
        now,
      });
    }
  }
  // In one fixed order (by id), so two transactions claiming overlapping seats on PostgreSQL
  // wait for each other instead of deadlocking: the order of a query's rows depends on its plan.
  const seats = (await findSeatsWithClaims(trx, eventId, seatIds)).sort((a, b) => compareText(a.id, b.id));
  if (seats.length !== seatIds.length) {
    const known = new Set(seats.map((s) => s.id));
    throw new SeatsMissing(seatIds.filter((id) => !known.has(id)));
  }
  const lapsed = (s: (typeof seats)[number]) => s.claim === "held" && isHoldExpired(s.claim_expires_at, now);
  const taken = new Set(seats.filter((s) => s.claim !== null && !lapsed(s)).map((s) => s.id));
  if (taken.size > 0) {
    throw new AppError("conflict", { reason: "seats_taken", seatIds: seatIds.filter((id) => taken.has(id)) });
  }
  if (terms.refuseHouseSeats) {
    const house = await findHouseSeatsAmong(trx, eventId, seatIds);
    if (house.length > 0) throw new AppError("conflict", { reason: "house_seats", seatIds: house });
  }
  if (terms.access) {
    await refuseAccessProblem(trx, { ...input, accessible: terms.access.accessible }, seats, { at, now, event });
  }
  const lapsedOrderIds = [...new Set(seats.filter(lapsed).map((s) => s.claim_order_id as string))];
  if (returnLapsed && lapsedOrderIds.length > 0) throw new HoldsLapsed(lapsedOrderIds);
  // The code last: its lock (after the event's and the account's) is held the shortest.
  const code = terms.buyer?.code ?? null;
  const rule = code
    ? await claimCodeUse(trx, {
        codeId: code.id,
        userId: user.id,
        seats: seats.map((s) => ({ id: s.id, section: s.section })),
        nowIso: at,
      })
    : null;
  const lines = new Map(seats.map((seat) => [seat.id, terms.lineOf(seat, rule?.discount ?? null)]));
  const freed = await closeOrders(trx, lapsedOrderIds, "held", "expired", at);

  const order = terms.order([...lines.values()]);
  await insertOrder(trx, order);
  try {
    await insertBookings(
      trx,
      seats.map((seat) => ({
        id: crypto.randomUUID(),
        order_id: order.id,
        seat_id: seat.id,
        event_id: eventId,
        ...lineColumns(lines.get(seat.id) as PriceLine),
        payment_status: terms.booking,
        ...holderColumns(user, terms.holder),
        booking_date: at,
      })),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new SeatsTaken();
    throw error;
  }
  if (code) await recordCodeUse(trx, { codeId: code.id, orderId: order.id, userId: user.id, nowIso: at });
  await terms.alongside?.(trx, order);
  return { order, seats, freed, lines };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export async function cancelHeldOrder(deps: OrdersDeps, input: OwnOrderInput): Promise<OrderView> {
  const { user, orderId } = input;
  const order = await ownOrder(deps, input);
  if (order.status === "held" && order.event_id) {
    await returnHolds(deps, { eventId: order.event_id, orderIds: [orderId], to: "cancelled", byUserId: user.id });
  }
  return orderView(deps, { orderId });
}

/**
 * Ends held orders of one event (lapsed, or let go by their owner) and gives their seats back, in
 * one transaction that takes its locks in the claims' order: the event's claim lock, then the
 * orders, then their bookings. `seats.returned` is announced in it, so the waitlist claims what
 * its line wants before anyone else can see the seats free. After the commit, open charts show
 * each seat as what it became: held again (for someone in line) or free.
 */
async function returnHolds(
  deps: OrdersDeps,
  input: { eventId: string; orderIds: string[]; to: "expired" | "cancelled"; byUserId: string },
): Promise<{ order_id: string; seat_id: string }[]> {
  const at = nowIso(deps.now);
  const { freed, reheld } = await relaxedTransaction(deps.db, async (trx) => {
    await lockEventForClaims(trx, input.eventId);
    const freed = await closeOrders(trx, input.orderIds, "held", input.to, at);
    if (freed.length === 0 || !deps.orderEvents) return { freed, reheld: [] };
    const seatIds = freed.map((f) => f.seat_id);
    await deps.orderEvents.announce(trx, "seats.returned", { eventId: input.eventId, seatIds, at });
    return { freed, reheld: await findHeldClaimsOn(trx, input.eventId, seatIds) };
  });
  const taken = new Set(reheld.map((r) => r.seat_id));
  publish(
    deps,
    input.eventId,
    input.byUserId,
    freed.filter((f) => !taken.has(f.seat_id)).map((f) => [f.seat_id, "available"] as const),
  );
  for (const hold of reheld) {
    publish(deps, input.eventId, hold.user_id, [[hold.seat_id, "held"] as const], { holdExpiresAt: hold.expires_at });
  }
  return freed;
}

/**
 * Releases every lapsed hold (the sweeper; a claim meeting one releases it too), each event's in
 * its own `returnHolds`, and after the commit announces each as `hold.lapsed`. Returns how many
 * orders.
 */
export async function releaseLapsedHolds(deps: OrdersDeps): Promise<number> {
  const lapsed = await findExpiredHoldOrderIds(deps.db, nowIso(deps.now));
  if (lapsed.length === 0) return 0;
  const byEvent = new Map<string, typeof lapsed>();
  const withoutEvent: string[] = [];
  for (const order of lapsed) {
    if (order.event_id) byEvent.set(order.event_id, [...(byEvent.get(order.event_id) ?? []), order]);
    else withoutEvent.push(order.id);
  }
  if (withoutEvent.length > 0) {
    const at = nowIso(deps.now);
    await relaxedTransaction(deps.db, (trx) => closeOrders(trx, withoutEvent, "held", "expired", at));
  }
  for (const [eventId, orders] of byEvent) {
    const freed = await returnHolds(deps, {
      eventId,
      orderIds: orders.map((o) => o.id),
      to: "expired",
      byUserId: orders[0]?.user_id ?? "",
    });
    for (const order of orders) {
      const seatIds = freed.filter((f) => f.order_id === order.id).map((f) => f.seat_id);
      if (seatIds.length === 0) continue;
      await deps.orderEvents?.committed("hold.lapsed", {
        orderId: order.id,
        eventId,
        userId: order.user_id,
        seatIds,
      });
    }
  }
  return lapsed.length;
}
