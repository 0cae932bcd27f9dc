/**
 * Who may do what, declared once. The server checks these on every endpoint; the web
 * app receives the caller's abilities from `GET /api/me` and never re-derives role rules.
 */

export const ROLES = ["admin", "event_manager"] as const;
export type Role = (typeof ROLES)[number];

/** The four kinds of caller in the table, from least to most trusted. */
export const ACCESS_LEVELS = ["anyone", "user", "event_manager", "admin"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * Every ability and the least access level that has it. A typo in an ability name is a
 * compile error wherever it is used.
 */
export const ABILITIES = {
  "site.browse": "anyone",
  "feedback.send": "anyone",
  "seats.checkout": "user",
  "tickets.readOwn": "user",
  "tours.book": "user",
  "events.manage": "event_manager",
  "events.create": "event_manager",
  "events.approve": "admin",
  "events.createComplimentary": "admin",
  "events.editAny": "admin",
  "events.readAll": "admin",
  /** Cancel an event: admins any event; event managers only their own event not yet approved. */
  "events.cancel": "event_manager",
  /** An event's sales, orders and attendees: its manager and admins. */
  "events.sales": "event_manager",
  /** Refund a single order, in whole or chosen seats. */
  "orders.refund": "admin",
  /** Money that could not be applied and refunds owed: list and resolve. */
  "payments.exceptions": "admin",
  "seating.manage": "admin",
  /** An event's on-sale queue: its time, pace, pause and live figures. */
  "queue.manage": "admin",
  "bookings.complimentary": "admin",
  "feedback.read": "admin",
  "submissions.read": "admin",
} as const satisfies Record<string, AccessLevel>;

export type Ability = keyof typeof ABILITIES;

export interface Actor {
  userId: string | null;
  roles: readonly Role[];
}

export const anonymous: Actor = { userId: null, roles: [] };

export function accessLevelOf(actor: Actor): AccessLevel {
  if (actor.userId === null) return "anyone";
  if (actor.roles.includes("admin")) return "admin";
  if (actor.roles.includes("event_manager")) return "event_manager";
  return "user";
}

export function hasLevel(actor: Actor, level: AccessLevel): boolean {
  return ACCESS_LEVELS.indexOf(accessLevelOf(actor)) >= ACCESS_LEVELS.indexOf(level);
}

export function can(actor: Actor, ability: Ability): boolean {
  return hasLevel(actor, ABILITIES[ability]);
}

export function abilitiesOf(actor: Actor): Ability[] {
  return (Object.keys(ABILITIES) as Ability[]).filter((ability) => can(actor, ability));
}

/** Event managers edit and delete their own events; admins any event. */
export function canChangeEvent(actor: Actor, event: { createdBy: string | null }): boolean {
  if (can(actor, "events.editAny")) return true;
  return can(actor, "events.manage") && actor.userId !== null && event.createdBy === actor.userId;
}

/**
 * Admins cancel any event: the venue cancels, and everyone who paid is refunded. An event manager
 * may only withdraw their own event while it is not approved yet (nobody can have bought a seat).
 */
export function canCancelEvent(
  actor: Actor,
  event: { createdBy: string | null; approvalStatus: "pending" | "approved" | "rejected" },
): boolean {
  if (can(actor, "events.editAny")) return true;
  return (
    can(actor, "events.cancel") &&
    actor.userId !== null &&
    event.createdBy === actor.userId &&
    event.approvalStatus !== "approved"
  );
}
