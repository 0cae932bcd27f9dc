import { Printer, RefreshCw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { ShiftReport } from "#domain/schemas/window";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { Input, Label } from "#web/components/ui/input";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useShiftReport } from "../api/window-api";
import { PrintSheet } from "./print-sheet";

/** A datetime-local value (this device's clock) as an instant; null when empty or unreadable. */
function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The signed-in operator's shift: what they sold and gave back, by payment method; printable. */
export function ShiftReportPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const report = useShiftReport(range);

  function show(e: FormEvent) {
    e.preventDefault();
    setRange({ from: instantOf(from), to: instantOf(to) });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t("window.shift.heading")}
      </h2>
      <form onSubmit={show} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>{t("window.shift.from")}</Label>
          <Input id={`${id}-from`} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>{t("window.shift.to")}</Label>
          <Input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          <RefreshCw aria-hidden="true" />
          {t("window.shift.show")}
        </Button>
        <Button type="button" onClick={() => window.print()} disabled={!report.data}>
          <Printer aria-hidden="true" />
          {t("window.shift.print")}
        </Button>
      </form>
      {report.isPending ? (
        <LoadingState label={t("window.shift.loading")} />
      ) : report.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 rounded-lg border border-border bg-card p-4">
          <p>{t("window.shift.error")}</p>
          <Button variant="outline" onClick={() => report.refetch()}>
            {t("window.shift.retry")}
          </Button>
        </div>
      ) : (
        <>
          <ShiftFigures report={report.data} />
          <PrintSheet paper="letter">
            <ShiftFigures report={report.data} printed />
          </PrintSheet>
        </>
      )}
    </section>
  );
}

function ShiftFigures({ report, printed = false }: { report: ShiftReport; printed?: boolean }) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const figures: [string, string][] = [
    [t("window.shift.orders"), format.count(report.orders)],
    [t("window.shift.tickets"), format.count(report.tickets)],
    [t("window.shift.ticketsRefunded"), format.count(report.ticketsRefunded)],
    [t("window.shift.cashExpected"), format.money(report.cashExpectedCents)],
    [t("window.shift.cardTotal"), format.money(report.cardCents)],
    [t("window.shift.refunded"), format.money(report.refundedCents)],
  ];
  const Heading = printed ? "h1" : "h3";
  return (
    <div className="grid gap-4" data-testid={printed ? undefined : "shift-figures"}>
      {printed && <Heading className="text-xl font-bold">{t("window.shift.heading")}</Heading>}
      <p className="text-sm text-muted-foreground">
        {t("window.shift.operator", { name: report.operator.name || report.operator.email })} ·{" "}
        {t("window.shift.period", { from: format.dateTime(report.from), to: format.dateTime(report.to) })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {report.sales.length === 0 ? (
        <p className="text-muted-foreground">{t("window.shift.empty")}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-semibold">{t("window.shift.byMethod")}</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-1 pr-3">
                    {t("window.shift.method")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("window.shift.orders")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("window.shift.taken")}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t("window.shift.given")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.byMethod.map((m) => (
                  <tr key={m.method} className="border-b border-border">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {t(`window.methods.${m.method}`)}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{format.count(m.orders)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{format.money(m.takenCents)}</td>
                    <td className="py-1 text-right tabular-nums">{format.money(m.refundedCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-semibold">{t("window.shift.sales")}</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-1 pr-3">
                    {t("window.shift.time")}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t("window.shift.event")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("window.shift.tickets")}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t("window.shift.method")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("window.shift.amount")}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t("window.shift.given")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.sales.map((s) => {
                  const event = { title: s.eventTitle, titleEs: s.eventTitleEs };
                  return (
                    <tr key={s.orderId} className="border-b border-border">
                      <td className="py-1 pr-3 whitespace-nowrap">{format.time(s.paidAt)}</td>
                      <td className="py-1 pr-3" lang={text.titleLang(event)}>
                        {text.title(event)}
                      </td>
                      <td className="py-1 pr-3 text-right tabular-nums">{format.count(s.tickets)}</td>
                      <td className="py-1 pr-3">{t(`window.methods.${s.method}`)}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{format.money(s.totalCents)}</td>
                      <td className="py-1 text-right tabular-nums">{format.money(s.refundedCents)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
