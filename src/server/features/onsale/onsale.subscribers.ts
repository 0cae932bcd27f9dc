import type { AppContext } from "#server/context";
import type { OrderEvents } from "#server/platform/order-events";

/**
 * A paid ticket order ends its buyer's admission from the event's on-sale queue, so their place
 * among the active shoppers goes to the next in line. After the payment committed: a failure is
 * logged, and the admission lapses on its own.
 */
export function subscribeQueue(events: OrderEvents, ctx: Pick<AppContext, "queue" | "logger">): void {
  events.afterCommit("order.paid", async ({ order }) => {
    if (order.kind !== "tickets" || !order.event_id) return;
    try {
      await ctx.queue.endAdmission({ eventId: order.event_id, userId: order.user_id, now: new Date() });
    } catch (error) {
      ctx.logger.warn("queue admission not ended", { orderId: order.id, error: String(error) });
    }
  });
}
