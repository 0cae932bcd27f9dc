import { QRCodeSVG } from "qrcode.react";
import type { WindowOrderView } from "#domain/schemas/window";
import { venue } from "#domain/venue";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";

/**
 * The tickets of a window sale as printed: one block per ticket with the venue, the event, the
 * seat, the price and its signed code as a QR the door scans. Black on white whatever the theme.
 */
export function PrintedTickets({ order }: { order: WindowOrderView }) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const sectionName = useSectionName();
  return (
    <>
      {order.tickets.map((ticket) => {
        const seat = t("window.ticket.seat", {
          section: sectionName(ticket.section),
          row: ticket.row,
          seat: ticket.seat,
        });
        return (
          <article key={ticket.bookingId} className="print-ticket">
            <div className="print-ticket-text">
              <p className="print-ticket-venue">{venue.name}</p>
              <h2 className="print-ticket-title" lang={text.titleLang(order.event)}>
                {text.title(order.event)}
              </h2>
              <p>{format.fullDate(order.event.eventDate)}</p>
              <p className="print-ticket-seat">{seat}</p>
              <p>
                {format.money(ticket.priceCents)} ·{" "}
                {order.paymentMethod
                  ? t("window.ticket.paidBy", { method: t(`window.methods.${order.paymentMethod}`) })
                  : ""}
              </p>
              <p className="print-ticket-small">
                {t("window.ticket.admitOne")} · {t("window.ticket.order", { id: order.id.slice(0, 8).toUpperCase() })}
              </p>
            </div>
            <QRCodeSVG
              className="print-ticket-qr"
              value={ticket.code}
              size={132}
              level="M"
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#000000"
              role="img"
              aria-label={t("window.ticket.qr", { seat })}
            />
          </article>
        );
      })}
    </>
  );
}
