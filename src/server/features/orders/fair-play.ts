/**
 * Fair play: a claim is refused what would let a few buyers take the seats meant for many. An
 * account holds or owns at most the event's seats per account, and seats it let go stay out of its
 * reach for the re-hold wait; outside a waiting room, the seats one network took in the last few
 * minutes stay within that limit too; wheelchair spaces and companion seats go to buyers who asked
 * for accessible seating, a few spaces per account. Each refusal is read inside the claim's
 * transaction, after the locks the claim takes, so a refusal changes nothing.
 */
import type { Kysely, Transaction } from "kysely";
import type { SeatAllowance } from "#domain/schemas/seat-limits";
import { type AccessClaimSeat, type AccessMark, accessClaimProblem } from "#domain/seating/accessible";
import { REHOLD_COOLDOWN_SECONDS, reholdWaitSeconds, seatLimitOf, seatsRemaining } from "#domain/seating/limits";
import { ACCESSIBLE_SPACES_PER_ACCOUNT } from "#domain/venue";
import type { SignedInUser } from "#server/context";
import type { DB, EventRow } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import { findAccessibleReleases, groupsOfRow } from "#server/features/seating";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  countRecentSeatsOfNetwork,
  countSeatsOfAccount,
  countSpacesOfAccount,
  findAccessMarksInRows,
  findLatestOwnRelease,
  findLatestSpaceRelease,
  findSeatIdsOfAccount,
} from "./claims.repository";
import type { ClaimInput, OrdersDeps } from "./orders.service";

/** A seat a claim asks for, as the accessible-seating rules read it. */
type RequestedSeat = { id: string; section: string; row_number: number; access: AccessMark | null };

/**
 * The accessible-seating rules (`accessClaimProblem`): a wheelchair space only for a buyer who asked
 * for accessible seating, a companion seat only with its space (asked for now, or already the
 * buyer's), unless an admin released the section. Read inside the claim's transaction, after the
 * seats, so a refusal changes nothing.
 */
export async function refuseAccessProblem(
  trx: Transaction<DB>,
  input: ClaimInput & { accessible: boolean },
  seats: readonly RequestedSeat[],
  when: { at: string; now: Date; event: Pick<EventRow, "max_accessible_spaces_per_account"> },
): Promise<void> {
  const { at } = when;
  if (!seats.some((s) => s.access !== null)) return;
  const released = new Set((await findAccessibleReleases(trx, input.eventId)).map((r) => r.section));
  await refuseSpaceHoarding(trx, input, seats, { ...when, released });
  const companions = seats.filter((s) => s.access === "companion" && !released.has(s.section));
  const spaceOf = new Map<string, string>();
  if (companions.length > 0) {
    const marks = await findAccessMarksInRows(
      trx,
      input.eventId,
      companions.map((s) => ({ section: s.section, row: s.row_number })),
    );
    const rows = new Map<string, typeof marks>();
    for (const m of marks)
      rows.set(`${m.section}:${m.row_number}`, [...(rows.get(`${m.section}:${m.row_number}`) ?? []), m]);
    for (const row of rows.values()) {
      const idOf = new Map(row.map((m) => [m.seat_number, m.id]));
      const groups = groupsOfRow(row.flatMap((m) => (m.access ? [{ seat: m.seat_number, access: m.access }] : [])));
      for (const g of groups) {
        for (const seat of g.companions) spaceOf.set(idOf.get(seat) as string, idOf.get(g.space) as string);
      }
    }
  }
  const asked = new Set(seats.map((s) => s.id));
  const needsOwn = companions.some((s) => !asked.has(spaceOf.get(s.id) ?? ""));
  const alreadyHeld = new Set(
    needsOwn ? await findSeatIdsOfAccount(trx, { userId: input.user.id, eventId: input.eventId, nowIso: at }) : [],
  );
  const claim: AccessClaimSeat[] = seats.map((s) => ({
    id: s.id,
    section: s.section,
    access: s.access,
    spaceId: spaceOf.get(s.id),
  }));
  const problem = accessClaimProblem(claim, { accessible: input.accessible, released, alreadyHeld });
  if (problem) throw new AppError("conflict", { reason: problem.reason, seatIds: problem.seatIds });
}

/**
 * Wheelchair spaces are for the people who need them, so one declaration cannot take them all:
 * an account holds or owns at most the event's number of spaces (each with its companion seats;
 * `ACCESSIBLE_SPACES_PER_ACCOUNT` unless an admin set another), and a space released a moment
 * ago — let go or lapsed — stays out of reach of every account of the network that held it
 * (and of the account itself) for the re-hold wait, so accounts cannot pass it around. Spaces in a
 * section an admin released to general sale are ordinary seats.
 */
async function refuseSpaceHoarding(
  trx: Transaction<DB>,
  input: ClaimInput,
  seats: readonly RequestedSeat[],
  when: { at: string; now: Date; event: Pick<EventRow, "max_accessible_spaces_per_account">; released: Set<string> },
): Promise<void> {
  const spaces = seats.filter((s) => s.access === "wheelchair" && !when.released.has(s.section)).map((s) => s.id);
  if (spaces.length === 0) return;
  const releasedAt = await findLatestSpaceRelease(trx, {
    userId: input.user.id,
    network: input.network ?? null,
    eventId: input.eventId,
    seatIds: spaces,
    sinceIso: nowIso(new Date(when.now.getTime() - REHOLD_COOLDOWN_SECONDS * 1000)),
  });
  const retryAfterSeconds = releasedAt ? reholdWaitSeconds(releasedAt, when.now) : 0;
  if (retryAfterSeconds > 0) throw new AppError("conflict", { reason: "space_cooldown", retryAfterSeconds });
  const limit = when.event.max_accessible_spaces_per_account ?? ACCESSIBLE_SPACES_PER_ACCOUNT;
  const taken = await countSpacesOfAccount(trx, {
    userId: input.user.id,
    eventId: input.eventId,
    nowIso: when.at,
    releasedSections: [...when.released],
  });
  if (taken + spaces.length > limit) {
    throw new AppError("conflict", { reason: "accessible_limit", limit, remaining: seatsRemaining(limit, taken) });
  }
}

/**
 * Outside a waiting room (which paces buyers itself), the seats held or bought from one network in
 * the last few minutes stay within the event's per-account limit too, whichever accounts hold
 * them: a new account costs a hoarder little, a new network much more.
 */
export async function refuseOverNetworkWindow(
  trx: Kysely<DB>,
  input: ClaimInput,
  window: { limit: number; minutes: number; now: Date },
): Promise<void> {
  const taken = await countRecentSeatsOfNetwork(trx, {
    network: input.network as string,
    eventId: input.eventId,
    sinceIso: nowIso(new Date(window.now.getTime() - window.minutes * 60_000)),
    nowIso: nowIso(window.now),
  });
  if (taken + input.seatIds.length > window.limit) {
    throw new AppError("conflict", { reason: "network_seat_limit", limit: window.limit, minutes: window.minutes });
  }
}

/**
 * Seats the buyer released (cancelled their hold) less than the cooldown ago stay out of their
 * reach until it ends, so a hold cannot be renewed forever by letting it go and taking it again.
 * Anyone else may take them at once.
 */
export async function refuseWithinCooldown(trx: Kysely<DB>, input: ClaimInput, now: Date): Promise<void> {
  const releasedAt = await findLatestOwnRelease(trx, {
    userId: input.user.id,
    eventId: input.eventId,
    seatIds: input.seatIds,
    sinceIso: nowIso(new Date(now.getTime() - REHOLD_COOLDOWN_SECONDS * 1000)),
  });
  if (!releasedAt) return;
  const retryAfterSeconds = reholdWaitSeconds(releasedAt, now);
  if (retryAfterSeconds > 0) throw new AppError("conflict", { reason: "rehold_cooldown", retryAfterSeconds });
}

/** An account's seats on an event — live holds, paid and complimentary — stay within its limit. */
export async function refuseOverSeatLimit(
  trx: Kysely<DB>,
  input: ClaimInput,
  limit: number,
  at: string,
): Promise<void> {
  const taken = await countSeatsOfAccount(trx, { userId: input.user.id, eventId: input.eventId, nowIso: at });
  if (taken + input.seatIds.length > limit) {
    throw new AppError("conflict", { reason: "seat_limit", limit, remaining: seatsRemaining(limit, taken) });
  }
}

/** How many seats of an event the buyer may still hold or buy, under the event's limit. */
export async function seatAllowance(
  deps: Pick<OrdersDeps, "db" | "now">,
  input: { user: SignedInUser; eventId: string },
): Promise<SeatAllowance> {
  const event = await findEvent(deps.db, input.eventId);
  if (event?.approval_status !== "approved") throw new AppError("not_found");
  const limit = seatLimitOf(event.max_seats_per_account);
  const taken = await countSeatsOfAccount(deps.db, {
    userId: input.user.id,
    eventId: event.id,
    nowIso: nowIso(deps.now),
  });
  return { eventId: event.id, limit, taken, remaining: seatsRemaining(limit, taken) };
}
