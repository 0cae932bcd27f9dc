import { AlertTriangle, ArrowLeft, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { ReceiptResponse } from "#domain/schemas/tickets";
import { venue, venueAddressLine } from "#domain/venue";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useAuthDialog, useSession } from "#web/features/auth";
import { ApiError } from "#web/lib/api";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { useReceipt } from "./api/receipt";

function paymentMethodKey(receipt: ReceiptResponse) {
  const { provider, status } = receipt.order;
  if (status === "complimentary" || provider === null || provider === "complimentary") return "none" as const;
  return provider === "simulated" || provider === "paypal" ? provider : ("other" as const);
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {children}
    </div>
  );
}

/** /receipts/:id: a printable receipt of one of the buyer's orders — seller, buyer, lines, fee, tax, payment. */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const receipt = useReceipt(decodeURIComponent(id), session.user !== null);

  if (session.loading || (session.user && receipt.isPending))
    return <LoadingState label={t("pricing.receipt.loading")} />;
  if (!session.user) {
    return (
      <Centered>
        <h1 className="text-2xl font-bold">{t("pricing.receipt.heading")}</h1>
        <p className="text-muted-foreground">{t("tickets.myTickets.signInBody")}</p>
        <Button onClick={() => openAuthDialog("sign-in")}>{t("tickets.myTickets.signIn")}</Button>
      </Centered>
    );
  }
  if (receipt.isError || !receipt.data) {
    const missing = receipt.error instanceof ApiError && receipt.error.status === 404;
    return (
      <Centered>
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("pricing.receipt.heading")}</h1>
        <p>{missing ? t("pricing.receipt.notFound") : t("pricing.receipt.error")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {!missing && (
            <Button variant="outline" onClick={() => receipt.refetch()}>
              {t("pricing.receipt.retry")}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/my-tickets">{t("pricing.receipt.back")}</Link>
          </Button>
        </div>
      </Centered>
    );
  }
  return <Receipt receipt={receipt.data} />;
}

function Receipt({ receipt }: { receipt: ReceiptResponse }) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const sectionName = useSectionName();
  const { order, event } = receipt;
  const complimentary = paymentMethodKey(receipt) === "none";
  const refunded = new Set(receipt.refundedSeatIds);
  const money = (cents: number) => format.money(cents);
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-8 print:max-w-none print:px-0 print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost">
          <Link to="/my-tickets">
            <ArrowLeft aria-hidden="true" />
            {t("pricing.receipt.back")}
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("pricing.receipt.print")}
        </Button>
      </div>
      <header className="grid gap-1 border-b border-border pb-4">
        <h1 className="text-3xl font-bold">{t("pricing.receipt.heading")}</h1>
        <p className="font-mono text-sm text-muted-foreground break-all">
          {t("pricing.receipt.lead", { id: order.id })}
        </p>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">{t("pricing.receipt.seller")}</dt>
          <dd>
            <span className="block font-semibold">{venue.name}</span>
            <span className="block">{venueAddressLine}</span>
            <span className="block">{venue.phone}</span>
            <span className="block">{venue.email}</span>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">{t("pricing.receipt.buyer")}</dt>
          <dd>
            <span className="block font-semibold">{receipt.buyer.name}</span>
            <span className="block break-all">{receipt.buyer.email}</span>
          </dd>
        </div>
        {event && (
          <div className="grid gap-1">
            <dt className="text-sm font-medium text-muted-foreground">{t("pricing.receipt.event")}</dt>
            <dd>
              <span className="block font-semibold" lang={text.titleLang(event)}>
                {text.title(event)}
              </span>
              <span className="block">{format.fullDate(event.date)}</span>
            </dd>
          </div>
        )}
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">{t("pricing.receipt.date")}</dt>
          <dd>{format.dateTime(order.createdAt)}</dd>
          {order.paidAt && (
            <>
              <dt className="text-sm font-medium text-muted-foreground">{t("pricing.receipt.paidAt")}</dt>
              <dd>{format.dateTime(order.paidAt)}</dd>
            </>
          )}
          <dt className="text-sm font-medium text-muted-foreground">{t("pricing.receipt.payment")}</dt>
          <dd>{t(`tickets.myTickets.method.${paymentMethodKey(receipt)}`)}</dd>
        </div>
      </dl>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="overflow-x-auto" tabIndex={0} aria-label={t("pricing.breakdown.heading")}>
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">{t("pricing.breakdown.heading")}</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t("pricing.receipt.seat")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {t("pricing.receipt.ticket")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {t("pricing.receipt.fee")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {t("pricing.receipt.tax")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("pricing.receipt.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.seats.map((seat) => (
              <tr key={seat.id} className="border-b border-border">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {t("tickets.cart.seat", { section: sectionName(seat.section), row: seat.row, seat: seat.seat })}
                  {refunded.has(seat.id) && (
                    <span className="ml-2 text-xs font-medium text-muted-foreground">
                      ({t("pricing.receipt.refunded")})
                    </span>
                  )}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {complimentary ? t("pricing.receipt.complimentary") : money(seat.ticketCents ?? seat.priceCents)}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{money(seat.feeCents ?? 0)}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{money(seat.taxCents ?? 0)}</td>
                <td className="py-2 text-right font-medium tabular-nums">{money(seat.priceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className="ml-auto grid w-full max-w-xs gap-1 text-sm">
        <Row
          label={t("pricing.breakdown.tickets")}
          value={money(order.breakdown.ticketCents + order.breakdown.discountCents)}
        />
        {order.breakdown.discountCents > 0 && (
          <Row label={t("pricing.breakdown.discount")} value={`−${money(order.breakdown.discountCents)}`} />
        )}
        <Row label={t("pricing.breakdown.fee")} value={money(order.breakdown.feeCents)} />
        <Row label={t("pricing.breakdown.tax")} value={money(order.breakdown.taxCents)} />
        <Row label={t("pricing.breakdown.total")} value={money(order.totalCents)} strong />
        {receipt.refundedCents > 0 && (
          <>
            <Row label={t("pricing.receipt.refundedTotal")} value={`−${money(receipt.refundedCents)}`} />
            <Row label={t("pricing.receipt.netTotal")} value={money(order.totalCents - receipt.refundedCents)} strong />
          </>
        )}
      </dl>
      <p className="text-xs text-muted-foreground">{t("pricing.receipt.taxNote")}</p>
    </article>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? "flex justify-between gap-2 border-t border-border pt-1 font-semibold" : "flex justify-between gap-2"
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
