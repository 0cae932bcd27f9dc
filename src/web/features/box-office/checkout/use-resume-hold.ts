import { useEffect, useRef } from "react";
import type { OrderView } from "#domain/schemas/tickets";
import { sectionNameOf } from "#domain/seating/layouts";
import { type Hold, holdDeadline } from "#web/features/payments";
import { useHeldOrder } from "../api/held-order";
import type { SeatRef } from "../lib/chart-model";

/** The cart's shape of a held order's seats. */
export function seatRefsOf(order: OrderView): SeatRef[] {
  return order.seats.map((seat) => ({
    id: seat.id,
    sectionKey: seat.section,
    sectionName: sectionNameOf(seat.section) ?? seat.section,
    row: seat.row,
    seat: seat.seat,
    priceCents: seat.priceCents,
  }));
}

/**
 * A buyer who reloads, or comes back to the event, while their seats are still held gets that
 * checkout back with the time that is really left: the hold's expiry counted from the server's
 * clock at the answer, not from when the hold was made. Each hold is offered once per visit.
 */
export function useResumeHold(
  eventId: string,
  enabled: boolean,
  onResume: (hold: Hold, seats: SeatRef[]) => void,
): void {
  const held = useHeldOrder(enabled ? eventId : null);
  const offered = useRef<string | null>(null);
  const onResumeRef = useRef(onResume);
  onResumeRef.current = onResume;
  const answer = held.data;
  const receivedAt = held.dataUpdatedAt;

  useEffect(() => {
    const order = answer?.order;
    if (!answer || !order || offered.current === order.id) return;
    offered.current = order.id;
    const deadline = holdDeadline({ createdAt: answer.now, expiresAt: order.expiresAt }, receivedAt);
    if (deadline > Date.now()) onResumeRef.current({ order, deadline }, seatRefsOf(order));
  }, [answer, receivedAt]);
}
