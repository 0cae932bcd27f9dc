import { Accessibility, ArrowRightLeft, Ban, CalendarDays, Gift, MapPin, ReceiptText, Send, Undo2 } from "lucide-react";
import { type Ref, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { receiptPath } from "#domain/routes";
import type { TicketView } from "#domain/schemas/tickets";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useEventText } from "#web/lib/event-text";
import type { Formatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { TicketPass } from "./ticket-pass";
import { TransferDialog, useSeatWords } from "./transfer-dialog";

function paymentMethodKey(ticket: TicketView) {
  if (ticket.paymentStatus === "complimentary" || ticket.order.provider === null) return "none" as const;
  if (ticket.order.provider === "simulated" || ticket.order.provider === "paypal") return ticket.order.provider;
  return "other" as const;
}

/**
 * What became of a ticket that admits nobody: the event was cancelled, or the seat was refunded;
 * with the reason the venue gave and what was given back.
 */
function NotValid({ ticket, format }: { ticket: TicketView; format: Formatters }) {
  const { t } = useTranslation();
  const cancelled = ticket.state === "event_cancelled";
  const Icon = cancelled ? Ban : Undo2;
  return (
    <div className="grid gap-1.5 rounded-md border border-dashed border-border bg-muted p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {t("tickets.refunds.notValid")}
      </p>
      <p>{cancelled ? t("tickets.refunds.cancelledNotice") : t("tickets.refunds.refundedNotice")}</p>
      {cancelled && ticket.event.cancelReason && (
        <p className="whitespace-pre-line break-words">
          {t("tickets.refunds.cancelledReason", { reason: ticket.event.cancelReason })}
        </p>
      )}
      {ticket.refundedCents > 0 ? (
        <>
          <p className="font-medium">
            {t("tickets.refunds.refundedAmount", { amount: format.money(ticket.refundedCents) })}
          </p>
          <p className="text-muted-foreground">
            {t("tickets.refunds.refundTiming", { min: venue.refundDays.min, max: venue.refundDays.max })}
          </p>
        </>
      ) : ticket.paymentStatus === "complimentary" ? (
        <p>{t("tickets.refunds.noCharge")}</p>
      ) : (
        ticket.origin === "received" && <p>{t("tickets.refunds.refundToBuyer")}</p>
      )}
    </div>
  );
}

/**
 * A ticket the holder passed on: to whom and when; it no longer admits them, so no code. It takes
 * the keyboard after a transfer from this card, where the Transfer button was.
 */
function TransferredAway({
  ticket,
  format,
  ref,
}: {
  ticket: TicketView;
  format: Formatters;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="grid gap-1.5 rounded-md border border-dashed border-border bg-muted p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ArrowRightLeft className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-all">{t("transfer.card.to", { email: ticket.transfer?.to ?? "" })}</span>
      </p>
      {ticket.transfer && <p>{t("transfer.card.toAt", { date: format.dateTime(ticket.transfer.at) })}</p>}
      <p className="text-muted-foreground">{t("transfer.card.noLongerYours")}</p>
    </div>
  );
}

/**
 * One ticket: event, date, venue, seat, price and status, with the order's details folded away.
 * `calendarSeats` is set on the one card of an order that offers the order's calendar file.
 */
export function TicketCard({
  ticket,
  format,
  calendarSeats,
}: {
  ticket: TicketView;
  format: Formatters;
  calendarSeats?: number;
}) {
  const { t } = useTranslation();
  const text = useEventText();
  const sectionName = useSectionName();
  const id = useId();
  const complimentary = ticket.paymentStatus === "complimentary";
  const valid = ticket.state === "valid";
  const passedOn = ticket.state === "transferred";
  const received = ticket.origin === "received";
  const receivedFrom = ticket.transfer?.from ?? null;
  const seatWords = useSeatWords();
  const [transferring, setTransferring] = useState(false);
  const passedOnRef = useRef<HTMLDivElement>(null);
  const seat = [
    { key: "section", label: t("tickets.myTickets.section"), value: sectionName(ticket.section) },
    { key: "row", label: t("tickets.myTickets.row"), value: String(ticket.row) },
    { key: "seat", label: t("tickets.myTickets.seat"), value: String(ticket.seat) },
    // A received ticket cost its holder nothing: its price is what its buyer paid, its face value.
    {
      key: "price",
      label: t(received ? "tickets.myTickets.faceValue" : "tickets.myTickets.price"),
      value: complimentary ? t("tickets.myTickets.status.complimentary") : format.money(ticket.priceCents),
    },
  ];
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex w-full flex-col gap-4 rounded-lg border bg-card p-5",
        valid ? "border-border" : "border-dashed border-border",
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold leading-snug">
          {text.title(ticket.event)}
        </h3>
        {valid ? (
          <span
            className={cn(
              "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium",
              complimentary
                ? "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100"
                : received
                  ? "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100"
                  : "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
            )}
          >
            {t(
              complimentary
                ? "tickets.myTickets.status.complimentary"
                : received
                  ? "tickets.myTickets.status.received"
                  : "tickets.myTickets.status.completed",
            )}
          </span>
        ) : passedOn ? (
          <span className="shrink-0 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-100">
            {t("transfer.card.state")}
          </span>
        ) : (
          <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-900 dark:bg-red-950 dark:text-red-100">
            {t(
              ticket.state === "event_cancelled"
                ? "tickets.refunds.state.event_cancelled"
                : "tickets.refunds.state.refunded",
            )}
          </span>
        )}
      </header>
      <div className="grid gap-1.5 text-sm text-muted-foreground">
        <p className="flex items-start gap-2">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {format.fullDate(ticket.event.eventDate)}
        </p>
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ticket.event.venue}
        </p>
        {receivedFrom && ticket.transfer && (
          <p className="flex items-start gap-2">
            <Gift className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-all" aria-hidden="true">
              {t("transfer.card.from", { email: receivedFrom })}
            </span>
            <span className="sr-only">
              {t("transfer.card.fromLabel", { email: receivedFrom, date: format.dateTime(ticket.transfer.at) })}
            </span>
          </p>
        )}
      </div>
      <dl className="grid grid-cols-4 gap-2 rounded-md bg-muted p-3 text-center">
        {seat.map((item) => (
          <div key={item.key} className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="truncate font-semibold">{item.value}</dd>
          </div>
        ))}
      </dl>
      {ticket.access && (
        <p className="flex items-center gap-2 text-sm font-medium">
          <Accessibility className="size-4 shrink-0" aria-hidden="true" />
          {t(`tickets.chart.legend.${ticket.access}`)}
        </p>
      )}
      {valid && ticket.ticketToken ? (
        <TicketPass ticket={ticket} token={ticket.ticketToken} calendarSeats={calendarSeats} />
      ) : passedOn ? (
        <TransferredAway ticket={ticket} format={format} ref={passedOnRef} />
      ) : (
        <NotValid ticket={ticket} format={format} />
      )}
      {ticket.transferable && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          aria-label={t("transfer.actionLabel", { title: text.title(ticket.event), seat: seatWords(ticket) })}
          onClick={() => setTransferring(true)}
        >
          <Send aria-hidden="true" />
          {t("transfer.action")}
        </Button>
      )}
      {/* Stays mounted when the ticket stops being transferable, so the transfer's answer reaches it. */}
      <TransferDialog
        ticket={ticket}
        open={transferring}
        onOpenChange={setTransferring}
        onTransferred={() => passedOnRef.current?.focus()}
      />
      <details className="group mt-auto text-sm">
        <summary className="cursor-pointer rounded text-primary underline-offset-4 hover:underline">
          {t("tickets.myTickets.details")}
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{t("tickets.myTickets.orderReference")}</dt>
          <dd className="break-all font-mono text-xs leading-5">{ticket.orderId}</dd>
          {!received && (
            <>
              <dt className="text-muted-foreground">{t("tickets.myTickets.paymentMethod")}</dt>
              <dd>{t(`tickets.myTickets.method.${paymentMethodKey(ticket)}`)}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{t("tickets.myTickets.bookedAt")}</dt>
          <dd>{format.dateTime(ticket.bookingDate)}</dd>
          {!received && ticket.order.paidAt && (
            <>
              <dt className="text-muted-foreground">{t("tickets.myTickets.paidAt")}</dt>
              <dd>{format.dateTime(ticket.order.paidAt)}</dd>
            </>
          )}
        </dl>
        {!received && (
          <Link
            to={receiptPath(ticket.orderId)}
            className="mt-2 inline-flex items-center gap-1 rounded text-primary underline-offset-4 hover:underline"
            aria-label={t("pricing.receipt.linkLabel", { id: ticket.orderId })}
          >
            <ReceiptText className="size-4" aria-hidden="true" />
            {t("pricing.receipt.link")}
          </Link>
        )}
      </details>
    </article>
  );
}
