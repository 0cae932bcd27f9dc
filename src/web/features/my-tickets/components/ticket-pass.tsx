import { CalendarPlus } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import type { TicketView } from "#domain/schemas/tickets";
import { Button } from "#web/components/ui/button";
import { useEventText } from "#web/lib/event-text";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { ticketCalendarUrl } from "../api/my-tickets";
import { WalletButtons } from "./wallet-buttons";

/**
 * What a valid ticket's holder uses on the day: the door's QR code (the signed ticket token, drawn in the
 * browser as SVG), the order's "add to calendar" file (the same file on each of its cards) and, where the venue
 * set them up, wallet passes. The
 * code stays dark on white in dark mode too, because scanners need that contrast.
 */
export function TicketPass({
  ticket,
  token,
  calendarSeats,
}: {
  ticket: TicketView;
  token: string;
  /** The seats of the order the calendar entry covers; unset when the ticket offers no calendar file. */
  calendarSeats?: number;
}) {
  const { t } = useTranslation();
  const text = useEventText();
  const sectionName = useSectionName();
  const label = t("tickets.myTickets.qrLabel", {
    section: sectionName(ticket.section),
    row: ticket.row,
    seat: ticket.seat,
  });
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-4">
        <div className="shrink-0 rounded-md bg-white p-2 shadow-sm ring-1 ring-border">
          <QRCodeSVG
            value={token}
            size={112}
            level="M"
            marginSize={0}
            bgColor="#ffffff"
            fgColor="#000000"
            role="img"
            aria-label={label}
            data-ticket-token={token}
          />
        </div>
        <div className="grid min-w-0 gap-3">
          <p className="text-sm text-muted-foreground">{t("tickets.myTickets.qrHint")}</p>
          {calendarSeats !== undefined && (
            // A longer label (the Spanish one) wraps rather than widening the card past a phone's width.
            <Button
              asChild
              variant="outline"
              size="sm"
              className="h-auto min-h-8 w-fit whitespace-normal py-1.5 text-left"
            >
              <a href={ticketCalendarUrl(ticket.bookingId)} download>
                <CalendarPlus aria-hidden="true" />
                {t("tickets.myTickets.addToCalendar")}
                <span className="sr-only">
                  {" "}
                  {t("tickets.myTickets.addToCalendarLabel", { title: text.title(ticket.event), count: calendarSeats })}
                </span>
              </a>
            </Button>
          )}
        </div>
      </div>
      <WalletButtons ticket={ticket} />
    </div>
  );
}
