import { AlertCircle, ArrowRightLeft, Ban, Download, Loader2, Undo2 } from "lucide-react";
import { useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import type { EventSales, SalesFigures, SalesOrder, SalesTransfer } from "#domain/schemas/money";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { useSession } from "#web/features/auth";
import { cn } from "#web/lib/cn";
import { useEventText } from "#web/lib/event-text";
import { type Formatters, useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { salesCsvUrl, useEventSales } from "../api/money";
import { RefundOrderDialog, refundableSeats } from "./refund-order-dialog";

interface SalesDialogProps {
  event: ManagedEvent;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Asks to cancel the event (the sales view closes first). */
  onCancelEvent(): void;
}

/** One event's sales: the figures, by section, the CSV files, its orders, and the ways to give money back. */
export function SalesDialog({ event, open, onOpenChange, onCancelEvent }: SalesDialogProps) {
  const { t } = useTranslation();
  const text = useEventText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("manage.money.sales.title", { title: text.title(event) })}</DialogTitle>
          <DialogDescription>{t("manage.money.sales.description")}</DialogDescription>
        </DialogHeader>
        {open && <SalesBody event={event} onCancelEvent={onCancelEvent} />}
      </DialogContent>
    </Dialog>
  );
}

function SalesBody({ event, onCancelEvent }: { event: ManagedEvent; onCancelEvent(): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sales = useEventSales(event.id, true);

  if (sales.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("manage.money.sales.loading")}
      </p>
    );
  }
  if (sales.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/50 p-4">
        <p className="flex items-center gap-2 font-medium">
          <AlertCircle className="size-4 text-destructive" aria-hidden="true" />
          {t("manage.money.sales.error")}
        </p>
        <Button variant="outline" onClick={() => void sales.refetch()}>
          {t("manage.money.sales.retry")}
        </Button>
      </div>
    );
  }

  const data = sales.data;
  return (
    <div className="grid gap-6">
      {data.cancelledAt && (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {t("manage.money.sales.cancelledNotice", { date: format.dateTime(data.cancelledAt) })}{" "}
          {data.cancelReason && t("manage.money.cancelledReason", { reason: data.cancelReason })}
        </p>
      )}
      <Figures figures={data.totals} format={format} />
      <SectionTable sales={data} format={format} />
      <section aria-labelledby={`downloads-${event.id}`} className="grid gap-2">
        <h3 id={`downloads-${event.id}`} className="font-semibold">
          {t("manage.money.sales.downloads")}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={salesCsvUrl(event.id, "orders")} download>
              <Download aria-hidden="true" />
              {t("manage.money.sales.ordersCsv")}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={salesCsvUrl(event.id, "attendees")} download>
              <Download aria-hidden="true" />
              {t("manage.money.sales.attendeesCsv")}
            </a>
          </Button>
        </div>
      </section>
      <Orders orders={data.orders} format={format} eventId={event.id} />
      <Transfers transfers={data.transfers} format={format} eventId={event.id} />
      {event.canCancel && (
        <div className="flex justify-end border-t border-border pt-4">
          <Button variant="destructive" onClick={onCancelEvent}>
            <Ban aria-hidden="true" />
            {t("manage.money.actions.cancel")}
          </Button>
        </div>
      )}
    </div>
  );
}

function Figures({ figures, format }: { figures: SalesFigures; format: Formatters }) {
  const { t } = useTranslation();
  const items = [
    { key: "sold", label: t("manage.money.sales.seatsSold"), value: format.count(figures.seatsSold) },
    { key: "comps", label: t("manage.money.sales.comps"), value: format.count(figures.comps) },
    { key: "refunds", label: t("manage.money.sales.refunds"), value: format.count(figures.refunds) },
    { key: "refunded", label: t("manage.money.sales.refundedAmount"), value: format.money(figures.refundedCents) },
    { key: "gross", label: t("manage.money.sales.gross"), value: format.money(figures.grossCents) },
    { key: "revenue", label: t("manage.money.sales.revenue"), value: format.money(figures.revenueCents) },
  ];
  return (
    <section aria-label={t("manage.money.sales.figures")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col-reverse rounded-lg border border-border bg-background p-3">
            <dt className="text-xs text-muted-foreground">
              {item.label}
              {item.key === "revenue" && <span className="block">{t("manage.money.sales.revenueHint")}</span>}
            </dt>
            <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SectionTable({ sales, format }: { sales: EventSales; format: Formatters }) {
  const { t } = useTranslation();
  const sectionName = useSectionName();
  if (sales.sections.length === 0) {
    return <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{t("manage.money.sales.noSales")}</p>;
  }
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <div className="grid gap-2">
      <h3 id={`by-section-${sales.eventId}`} className="font-semibold">
        {t("manage.money.sales.bySection")}
      </h3>
      {/* Keyboard users scroll the wide table too: the region takes focus. */}
      <section
        className="overflow-x-auto rounded-md border border-border"
        aria-labelledby={`by-section-${sales.eventId}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("manage.money.sales.section")}
              </th>
              <th scope="col" className={cn(cell, "font-medium")}>
                {t("manage.money.sales.seatsSold")}
              </th>
              <th scope="col" className={cn(cell, "font-medium")}>
                {t("manage.money.sales.comps")}
              </th>
              <th scope="col" className={cn(cell, "font-medium")}>
                {t("manage.money.sales.refunds")}
              </th>
              <th scope="col" className={cn(cell, "font-medium")}>
                {t("manage.money.sales.refundedAmount")}
              </th>
              <th scope="col" className={cn(cell, "font-medium")}>
                {t("manage.money.sales.revenue")}
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.sections.map((section) => (
              <tr key={section.section} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {sectionName(section.section)}
                </th>
                <td className={cell}>{format.count(section.seatsSold)}</td>
                <td className={cell}>{format.count(section.comps)}</td>
                <td className={cell}>{format.count(section.refunds)}</td>
                <td className={cell}>{format.money(section.refundedCents)}</td>
                <td className={cell}>{format.money(section.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const STATUS_LOOK: Record<SalesOrder["status"], string> = {
  paid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  complimentary: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  refunded: "bg-muted text-muted-foreground",
};

function Orders({ orders, format, eventId }: { orders: SalesOrder[]; format: Formatters; eventId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const canRefund = session.can("orders.refund");
  const [refunding, setRefunding] = useState<SalesOrder | null>(null);
  if (orders.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby={`orders-${eventId}`}>
      <h3 id={`orders-${eventId}`} className="font-semibold">
        {t("manage.money.sales.ordersHeading")}
      </h3>
      <ul className="grid gap-2">
        {orders.map((order) => (
          <li
            key={order.id}
            className="grid gap-2 rounded-md border border-border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{order.buyerName}</span>
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATUS_LOOK[order.status])}>
                  {t(`manage.money.orderStatus.${order.status}`)}
                </span>
              </p>
              <p className="break-all text-muted-foreground">{order.buyerEmail}</p>
              <p className="text-muted-foreground">
                {[
                  t("manage.money.sales.seatCount", { count: order.seats.length }),
                  t("manage.money.sales.total", { amount: format.money(order.totalCents) }),
                  ...(order.refundedCents > 0
                    ? [t("manage.money.sales.refundedOf", { amount: format.money(order.refundedCents) })]
                    : []),
                  ...(order.paidAt ? [t("manage.money.sales.paidAt", { date: format.dateTime(order.paidAt) })] : []),
                ].join(" · ")}
              </p>
            </div>
            {canRefund && refundableSeats(order).length > 0 && (
              <Button
                variant="outline"
                size="sm"
                className="w-fit"
                aria-label={t("manage.money.sales.refundLabel", { buyer: order.buyerName })}
                onClick={() => setRefunding(order)}
              >
                <Undo2 aria-hidden="true" />
                {t("manage.money.sales.refund")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <RefundOrderDialog order={refunding} onOpenChange={(open) => !open && setRefunding(null)} />
    </section>
  );
}

/** Every time a ticket of the event was passed on: which seat, from whom, to whom, when. */
function Transfers({
  transfers,
  format,
  eventId,
}: {
  transfers: SalesTransfer[];
  format: Formatters;
  eventId: string;
}) {
  const { t } = useTranslation();
  const sectionName = useSectionName();
  if (transfers.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby={`transfers-${eventId}`}>
      <h3 id={`transfers-${eventId}`} className="font-semibold">
        {t("transfer.history.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("transfer.history.description")}</p>
      <ol className="grid gap-2">
        {transfers.map((transfer) => (
          <li
            key={`${transfer.seatId}-${transfer.at}`}
            className="flex items-start gap-2 rounded-md border border-border p-3 text-sm"
          >
            <ArrowRightLeft className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 gap-0.5">
              <p className="break-words font-medium">
                {t("transfer.history.line", {
                  seat: t("transfer.seat", {
                    section: sectionName(transfer.section),
                    row: transfer.row,
                    seat: transfer.seat,
                  }),
                  from: transfer.fromEmail,
                  to: transfer.toEmail,
                })}
              </p>
              <p className="text-muted-foreground">
                {[
                  t("transfer.history.at", { date: format.dateTime(transfer.at) }),
                  transfer.claimedAt
                    ? t("transfer.history.claimed", { date: format.dateTime(transfer.claimedAt) })
                    : t("transfer.history.pending"),
                ].join(" · ")}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
