import type { ExceptionResolution, PaymentException } from "#domain/schemas/money";
import { isUniqueViolation } from "#server/db/errors";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { PaymentProviders } from "#server/platform/payments/providers";
import { eventTitles, findLedgerRow } from "./exceptions.repository";
import { type LedgerRow, openExceptions, settleMovement } from "./ledger.repository";
import { makeRefund } from "./owed-refunds.service";
import type { SettlementDeps } from "./settlement.service";

/**
 * How an open ledger row is resolved. A refund owed through a provider with a refund call
 * (Stripe, the simulated card) is tried again; one owed through PayPal is made by an admin in
 * PayPal and then marked made; flagged money (a charge that could not be applied, a dispute) is
 * marked reviewed once an admin has looked at it.
 */
export function resolutionOf(
  row: Pick<LedgerRow, "kind" | "state" | "provider">,
  providers: PaymentProviders,
): ExceptionResolution {
  if (row.kind !== "refund" || row.state !== "pending") return "mark_reviewed";
  const automatic =
    (row.provider === "stripe" && providers.stripe !== null) ||
    (row.provider === "simulated" && providers.simulated !== null);
  return automatic ? "retry_refund" : "mark_refunded";
}

/** Flagged and pending ledger rows, newest first, with their order, event and buyer. */
export async function listPaymentExceptions(
  deps: Pick<SettlementDeps, "db" | "providers">,
): Promise<PaymentException[]> {
  const rows = await openExceptions(deps.db);
  const titles = await eventTitles(deps.db, [...new Set(rows.flatMap((row) => (row.event_id ? [row.event_id] : [])))]);
  return rows.map((row) => {
    const event = row.event_id ? titles.get(row.event_id) : undefined;
    return {
      id: row.id,
      orderId: row.order_id,
      eventId: row.event_id,
      eventTitle: event?.title ?? null,
      eventTitleEs: event?.titleEs ?? null,
      buyerEmail: row.buyer_email,
      provider: row.provider,
      kind: row.kind,
      state: row.state === "pending" ? "pending" : "flagged",
      amountCents: row.amount_cents,
      currency: row.currency,
      reason: row.reason,
      createdAt: row.created_at,
      resolution: resolutionOf(row, deps.providers),
    };
  });
}

/**
 * Resolves one exception the way its kind is resolved (`resolutionOf`); the action the admin
 * chose must be that one, so a list that went stale meanwhile cannot do something else. A row
 * already settled answers `exception_resolved`. A retried refund the provider still does not make
 * stays pending and answers `refund_not_made`.
 */
export async function resolvePaymentException(
  deps: SettlementDeps,
  input: { id: number; action: ExceptionResolution; reference?: string; adminId: string },
): Promise<ExceptionResolution> {
  const row = await findLedgerRow(deps.db, input.id);
  if (!row) throw new AppError("not_found");
  if (row.state !== "flagged" && row.state !== "pending") {
    throw new AppError("conflict", { reason: "exception_resolved" });
  }
  const resolution = resolutionOf(row, deps.providers);
  if (input.action !== resolution) throw new AppError("conflict", { reason: "exception_resolved" });

  if (resolution === "retry_refund") {
    if (!(await makeRefund(deps, row))) throw new AppError("upstream_failed", { reason: "refund_not_made" });
    return resolution;
  }
  let settled: boolean;
  try {
    settled = await settleMovement(deps.db, row.id, {
      settledAt: nowIso(deps.now),
      settledBy: input.adminId,
      // The provider's own reference for a refund made there, so its later notification is no news.
      ...(resolution === "mark_refunded" && input.reference ? { providerRef: input.reference } : {}),
      from: resolution === "mark_refunded" ? ["pending"] : ["flagged"],
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", { reason: "exception_resolved" });
    throw error;
  }
  if (!settled) throw new AppError("conflict", { reason: "exception_resolved" });
  return resolution;
}
