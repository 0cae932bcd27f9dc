import type { Discount } from "./pricing";

/**
 * Presale and promo codes, as pure rules. A code belongs to one event.
 *
 * - A **presale** code opens the event's sale, for its sections, before the public on-sale time;
 *   its holder needs no admission from the waiting room then (the code is their admission). After
 *   the on-sale time it changes nothing.
 * - A **promo** code takes a percentage or a fixed amount off the list price of each ticket.
 * - Either may be limited: dates (`startsAt` inclusive, `endsAt` exclusive), sections, total uses
 *   and uses per account. A use is one order; it counts while its order holds seats or bought them
 *   (a lapsed or cancelled hold gives its use back, a refund does not).
 */
export interface SaleCodeRule {
  kind: "presale" | "promo";
  discount: Discount | null;
  /** Section keys; null: every section. */
  sections: readonly string[] | null;
  maxUses: number | null;
  maxPerAccount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  disabled: boolean;
}

/** Codes are compared without regard to case or surrounding spaces. */
export function normalizeCode(text: string): string {
  return text.trim().toUpperCase();
}

export type CodeProblem =
  | { reason: "code_unknown" }
  | { reason: "code_not_valid_now" }
  | { reason: "code_wrong_section"; seatIds: string[] }
  | { reason: "code_used_up" };

/** Whether the code may be used now for these seats (section keys by seat id), uses aside. */
export function codeProblem(
  code: SaleCodeRule,
  input: { nowIso: string; seats: readonly { id: string; section: string }[] },
): CodeProblem | null {
  if (code.disabled) return { reason: "code_unknown" };
  if (code.startsAt && input.nowIso < code.startsAt) return { reason: "code_not_valid_now" };
  if (code.endsAt && input.nowIso >= code.endsAt) return { reason: "code_not_valid_now" };
  if (code.sections) {
    const allowed = new Set(code.sections);
    const outside = input.seats.filter((s) => !allowed.has(s.section)).map((s) => s.id);
    if (outside.length > 0) return { reason: "code_wrong_section", seatIds: outside };
  }
  return null;
}

/** Whether one more use stays within the code's limits, given its live uses in all and by the account. */
export function withinUses(
  code: Pick<SaleCodeRule, "maxUses" | "maxPerAccount">,
  uses: { total: number; own: number },
) {
  return (
    (code.maxUses === null || uses.total < code.maxUses) &&
    (code.maxPerAccount === null || uses.own < code.maxPerAccount)
  );
}

/** Whether the public sale is open: no on-sale time, or it has come. */
export function isPublicSaleOpen(onSaleAt: string | null, nowIso: string): boolean {
  return onSaleAt === null || nowIso >= onSaleAt;
}
