import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { Discount } from "#domain/pricing";
import { type CodeProblem, codeProblem, normalizeCode, type SaleCodeRule, withinUses } from "#domain/sale-codes";
import {
  type CodeCheckResponse,
  percentToPpm,
  type SaleCodeInput,
  type SaleCodesResponse,
  type SaleCodeView,
  type saleCodeSchema,
} from "#domain/schemas/sale-codes";
import { isUniqueViolation } from "#server/db/errors";
import type { DB } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  countUses,
  countUsesOfEvent,
  disableCode,
  findCode,
  findCodesOfEvent,
  findCodesUsed,
  insertCode,
  insertUse,
  lockCode,
  type SaleCodeRow,
} from "./sale-codes.repository";

/** A code's row as the pure rules read it. */
export function ruleOf(row: SaleCodeRow): SaleCodeRule {
  return {
    kind: row.kind,
    discount: discountOf(row),
    sections: row.sections ? (JSON.parse(row.sections) as string[]) : null,
    maxUses: row.max_uses,
    maxPerAccount: row.max_per_account,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    disabled: row.disabled_at !== null,
  };
}

function discountOf(row: SaleCodeRow): Discount | null {
  if (row.discount_kind === "percent") return { kind: "percent", ppm: row.discount_value };
  if (row.discount_kind === "amount") return { kind: "amount", cents: row.discount_value };
  return null;
}

function viewOf(row: SaleCodeRow, uses: number): SaleCodeView {
  const rule = ruleOf(row);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    discount: rule.discount,
    sections: rule.sections ? [...rule.sections] : null,
    maxUses: row.max_uses,
    maxPerAccount: row.max_per_account,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    disabled: rule.disabled,
    uses,
    createdAt: row.created_at,
  };
}

function refuse(problem: CodeProblem): never {
  throw new AppError("conflict", problem);
}

/** The event's codes, oldest first, with their live uses. */
export async function listCodes(db: Kysely<DB>, input: { eventId: string; now: Date }): Promise<SaleCodesResponse> {
  const event = await findEvent(db, input.eventId);
  if (!event) throw new AppError("not_found");
  const [rows, uses] = await Promise.all([
    findCodesOfEvent(db, event.id),
    countUsesOfEvent(db, event.id, nowIso(input.now)),
  ]);
  return { eventId: event.id, codes: rows.map((r) => viewOf(r, uses.get(r.id) ?? 0)) };
}

/** A new code for the event; its name is unique per event, whatever its case. */
export async function createCode(
  db: Kysely<DB>,
  input: { eventId: string; body: z.output<typeof saleCodeSchema>; adminId: string; now: Date },
): Promise<SaleCodesResponse> {
  const event = await findEvent(db, input.eventId);
  if (!event) throw new AppError("not_found");
  const { body } = input;
  const percent = body.percentOff ?? null;
  const amount = body.amountOffCents ?? null;
  try {
    await insertCode(db, {
      id: crypto.randomUUID(),
      event_id: event.id,
      code: normalizeCode(body.code),
      kind: body.kind,
      discount_kind: percent !== null ? "percent" : amount !== null ? "amount" : null,
      discount_value: percent !== null ? percentToPpm(percent) : (amount ?? 0),
      sections: body.sections?.length ? JSON.stringify(body.sections) : null,
      max_uses: body.maxUses ?? null,
      max_per_account: body.maxPerAccount ?? null,
      starts_at: body.startsAt ? new Date(body.startsAt).toISOString() : null,
      ends_at: body.endsAt ? new Date(body.endsAt).toISOString() : null,
      created_by: input.adminId,
      created_at: nowIso(input.now),
      disabled_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", { reason: "code_exists" });
    throw error;
  }
  return listCodes(db, input);
}

/** Switches a code off: it stays, with the orders that used it, and takes no new use. */
export async function switchOffCode(
  db: Kysely<DB>,
  input: { eventId: string; codeId: string; now: Date },
): Promise<SaleCodesResponse> {
  const changed = await disableCode(db, { eventId: input.eventId, codeId: input.codeId, at: nowIso(input.now) });
  if (changed === 0) {
    const codes = await listCodes(db, input);
    if (!codes.codes.some((c) => c.id === input.codeId)) throw new AppError("not_found");
    return codes;
  }
  return listCodes(db, input);
}

/**
 * A buyer's code checked before holding (the box office shows the discounted prices from it): it
 * exists for the event, is valid now, suits the seats' sections when seats are given, and has
 * uses left. The hold checks all of it again, under the code's lock.
 */
export async function checkCode(
  db: Kysely<DB>,
  input: { eventId: string; code: string; userId: string; seats: { id: string; section: string }[]; now: Date },
): Promise<CodeCheckResponse> {
  const row = await findCode(db, input.eventId, normalizeCode(input.code));
  if (!row) refuse({ reason: "code_unknown" });
  const rule = ruleOf(row);
  const at = nowIso(input.now);
  const problem = codeProblem(rule, { nowIso: at, seats: input.seats });
  if (problem) refuse(problem);
  if (!withinUses(rule, await countUses(db, { codeId: row.id, userId: input.userId, nowIso: at }))) {
    refuse({ reason: "code_used_up" });
  }
  return {
    code: row.code,
    kind: row.kind,
    discount: rule.discount,
    sections: rule.sections ? [...rule.sections] : null,
  };
}

/** A code as a hold uses it: found before the hold's transaction, checked again inside it. */
export interface CodeInClaim {
  id: string;
  rule: SaleCodeRule;
}

/** The event's code named by a buyer (any case); `code_unknown` when there is none. */
export async function findUsableCode(db: Kysely<DB>, eventId: string, text: string): Promise<CodeInClaim> {
  const row = await findCode(db, eventId, normalizeCode(text));
  if (!row || row.disabled_at !== null) refuse({ reason: "code_unknown" });
  return { id: row.id, rule: ruleOf(row) };
}

/**
 * In the hold's transaction, after its event and account locks: locks the code, checks it against
 * the seats and its limits, and answers its rule as it is now. The use is recorded with
 * `recordCodeUse` once the order exists, in the same transaction: counted once, never over.
 */
export async function claimCodeUse(
  trx: Transaction<DB>,
  input: { codeId: string; userId: string; seats: { id: string; section: string }[]; nowIso: string },
): Promise<SaleCodeRule> {
  const row = await lockCode(trx, input.codeId);
  if (!row) refuse({ reason: "code_unknown" });
  const rule = ruleOf(row);
  const problem = codeProblem(rule, { nowIso: input.nowIso, seats: input.seats });
  if (problem) refuse(problem);
  if (!withinUses(rule, await countUses(trx, { codeId: row.id, userId: input.userId, nowIso: input.nowIso }))) {
    refuse({ reason: "code_used_up" });
  }
  return rule;
}

export function recordCodeUse(
  trx: Transaction<DB>,
  input: { codeId: string; orderId: string; userId: string; nowIso: string },
): Promise<void> {
  return insertUse(trx, {
    order_id: input.orderId,
    code_id: input.codeId,
    user_id: input.userId,
    created_at: input.nowIso,
  });
}

/** Per event and code: the orders bought with it, their tickets and the discount they gave. */
export interface CodeUsed {
  eventId: string;
  codeId: string;
  code: string;
  kind: "presale" | "promo";
  orders: number;
  tickets: number;
  discountCents: number;
}

/**
 * Codes used by the bought orders (paid, given, or refunded afterwards) of these events, for sales
 * reports: per code, how many orders and tickets and how much discount. Holds still in progress
 * are not counted.
 */
export async function codesUsed(db: Kysely<DB>, eventIds: readonly string[]): Promise<CodeUsed[]> {
  const rows = await findCodesUsed(db, eventIds);
  return rows.map((r) => ({
    eventId: r.event_id,
    codeId: r.id,
    code: r.code,
    kind: r.kind,
    orders: Number(r.orders),
    tickets: Number(r.tickets),
    discountCents: Number(r.discount_cents ?? 0),
  }));
}

export type { SaleCodeInput };
