/**
 * Who may do what, declared once. The server checks these on every endpoint; the web
 * app receives the caller's abilities from `GET /api/me` and never re-derives role rules.
 */

export const ROLES = ["admin", "event_manager", "door_staff", "box_office"] as const;
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
  /** One's own data: download it, delete the account. */
  "account.own": "user",
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
  /** An event's presale and promo codes: create, list with their uses, switch off. */
  "codes.manage": "admin",
  /** An event's on-sale queue: its time, pace, pause and live figures. */
  "queue.manage": "admin",
  "bookings.complimentary": "admin",
  "feedback.read": "admin",
  "submissions.read": "admin",
  /** The Status page: the figures that matter on an on-sale day, live. */
  "site.status": "admin",
  /**
   * Check tickets in at the door: admins for any event, event managers for their own (see
   * `canCheckInEvent`), and door staff, who hold this ability alone.
   */
  "tickets.checkIn": "event_manager",
  /**
   * Sell at the venue's window (cash, the venue's card terminal, Stripe on the buyer's phone) and
   * print tickets: admins, and box-office staff, who hold this ability beside their own shifts.
   */
  "window.sell": "admin",
  /** Read one's own shift report at the window; admins read anyone's (see `canReadShift`). */
  "window.shift": "admin",
  /**
   * The sales dashboard: event managers for their own events (see `canReadEventSales`), admins
   * for every event and the season.
   */
  "sales.dashboard": "event_manager",
  /** The whole season's dashboard, every event together. */
  "sales.season": "admin",
} as const satisfies Record<string, AccessLevel>;

export type Ability = keyof typeof ABILITIES;

/**
 * Abilities a role gives beside its access level. Door staff are signed-in users who may also
 * check tickets in, box-office staff sell at the window and read their own shifts — nothing of
 * event managers' or admins'.
 */
export const ROLE_GRANTS: { readonly [R in Role]?: readonly Ability[] } = {
  door_staff: ["tickets.checkIn"],
  box_office: ["window.sell", "window.shift"],
};

/**
 * Roles whose people sign in with a second factor: they refund, cancel and see buyers, so a
 * stolen password must not be enough. Door staff are not among them: they sign in fast on a
 * phone (a passkey) and can only check tickets in.
 */
export const SECOND_FACTOR_ROLES: readonly Role[] = ["admin", "event_manager"];

/** What stands between a staff member and their roles: no app set up yet, or this session not confirmed. */
export type SecondFactorMissing = "enrol" | "verify";

export interface Actor {
  userId: string | null;
  roles: readonly Role[];
  /**
   * Staff roles the person holds that do not count yet, and why: they count once an
   * authenticator app is set up and the session has passed a second factor.
   */
  heldBack?: { roles: readonly Role[]; missing: SecondFactorMissing };
}

export const anonymous: Actor = { userId: null, roles: [] };

/**
 * The actor a session makes: staff roles count only when the person has set up a second factor
 * and this session passed it (an app's code, a recovery code or a passkey).
 */
export function actorOf(
  userId: string,
  roles: readonly Role[],
  secondFactor: { enrolled: boolean; passed: boolean },
): Actor {
  const held = roles.filter((role) => SECOND_FACTOR_ROLES.includes(role));
  if (held.length === 0 || (secondFactor.enrolled && secondFactor.passed)) return { userId, roles };
  return {
    userId,
    roles: roles.filter((role) => !held.includes(role)),
    heldBack: { roles: held, missing: secondFactor.enrolled ? "verify" : "enrol" },
  };
}

/** Whether the ability would be the actor's once their held-back roles count. */
export function canAfterSecondFactor(actor: Actor, ability: Ability): boolean {
  if (!actor.heldBack) return false;
  return can({ userId: actor.userId, roles: [...actor.roles, ...actor.heldBack.roles] }, ability);
}

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
  if (hasLevel(actor, ABILITIES[ability])) return true;
  return actor.userId !== null && actor.roles.some((role) => ROLE_GRANTS[role]?.includes(ability));
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

/**
 * Who checks tickets in for an event: admins and door staff for every event (the venue's own
 * people), an event manager only for their own event.
 */
export function canCheckInEvent(actor: Actor, event: { createdBy: string | null }): boolean {
  if (!can(actor, "tickets.checkIn")) return false;
  if (actor.roles.includes("admin") || actor.roles.includes("door_staff")) return true;
  return actor.userId !== null && event.createdBy === actor.userId;
}

/** Box-office staff read their own shift; admins anyone's. */
export function canReadShift(actor: Actor, operatorId: string): boolean {
  if (!can(actor, "window.shift")) return false;
  return actor.roles.includes("admin") || actor.userId === operatorId;
}

/** An event's sales dashboard: admins any event, an event manager only their own. */
export function canReadEventSales(actor: Actor, event: { createdBy: string | null }): boolean {
  if (can(actor, "sales.season")) return true;
  return can(actor, "sales.dashboard") && actor.userId !== null && event.createdBy === actor.userId;
}
