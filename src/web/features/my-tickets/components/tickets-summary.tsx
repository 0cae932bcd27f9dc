import type { TicketView } from "#domain/schemas/tickets";
import { ticketTotals } from "#domain/tickets/ticket-totals";
import type { Formatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

/**
 * The tickets that still admit the person, and what they spent: what they paid for the seats they
 * bought, less what was given back (`domain/tickets/ticket-totals.ts`). A ticket received from
 * someone cost nothing; one passed on still cost its buyer what they paid.
 */
export function TicketsSummary({ tickets, format }: { tickets: readonly TicketView[]; format: Formatters }) {
  const { t } = useTranslation();
  const totals = ticketTotals(tickets);
  const items = [
    { key: "count", label: t("tickets.myTickets.totalTickets"), value: format.count(totals.tickets), hint: null },
    {
      key: "spent",
      label: t("tickets.myTickets.totalSpent"),
      value: format.money(totals.spentCents),
      hint: t("tickets.myTickets.totalSpentHint"),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col rounded-lg border border-border bg-card p-4">
          <dt className="order-2 text-sm text-muted-foreground">{item.label}</dt>
          <dd className="order-1 text-2xl font-bold tabular-nums">{item.value}</dd>
          {item.hint && <dd className="order-3 text-xs text-muted-foreground">{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
