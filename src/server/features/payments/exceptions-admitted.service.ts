import type { Transaction } from "kysely";
import type { DB } from "#server/db/schema";
import type { OrderRow } from "#server/features/orders";
import { findAdmittedRefundedTickets } from "./exceptions.repository";
import { findMovement, recordMovement } from "./ledger.repository";

/** Why an `admission` row is flagged. */
export const ADMITTED_BEFORE_REFUND = "admitted_before_refund";

/**
 * A refund (an admin's, or an event's cancellation) that reaches tickets the door admitted first
 * (the scan took the booking before the refund did) stands, and so does the admission: it cannot
 * be undone. Each such ticket is flagged for an admin among the payment exceptions, in the
 * refund's own transaction: an `admission` ledger row named by the booking, so it is written once
 * per ticket however often a refund reaches it. Its amount is what the ticket's refund gave back;
 * it moves no money. Answers how many tickets were flagged now.
 */
export async function flagAdmittedRefunds(
  trx: Transaction<DB>,
  input: { order: OrderRow; seatIds: readonly string[]; at: string },
): Promise<number> {
  const admitted = await findAdmittedRefundedTickets(trx, { orderId: input.order.id, seatIds: input.seatIds });
  let flagged = 0;
  const provider = input.order.provider ?? "none";
  for (const ticket of admitted) {
    const reference = `admitted:${ticket.id}`;
    // Looked up first: on PostgreSQL a refused insert would end the refund's transaction.
    if (await findMovement(trx, provider, "admission", reference)) continue;
    await recordMovement(trx, {
      order_id: input.order.id,
      provider,
      kind: "admission",
      provider_ref: reference,
      amount_cents: ticket.total_amount_cents,
      currency: input.order.currency.toUpperCase(),
      state: "flagged",
      reason: ADMITTED_BEFORE_REFUND,
      created_at: input.at,
    });
    flagged += 1;
  }
  return flagged;
}
