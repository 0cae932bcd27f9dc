import type { TicketView } from "#domain/schemas/tickets";
import type { Formatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

/**
 * Total tickets and total spent, of the tickets that are valid: a refunded seat, or one of a
 * cancelled event, was given back. Complimentary tickets count as tickets but cost nothing, so
 * they add nothing to what was spent.
 */
export function TicketsSummary({ tickets, format }: { tickets: readonly TicketView[]; format: Formatters }) {
  const { t } = useTranslation();
  const valid = tickets.filter((ticket) => ticket.state === "valid");
  const spent = valid.reduce((sum, ticket) => sum + (ticket.paymentStatus === "completed" ? ticket.priceCents : 0), 0);
  const items = [
    { key: "count", label: t("tickets.myTickets.totalTickets"), value: format.count(valid.length) },
    { key: "spent", label: t("tickets.myTickets.totalSpent"), value: format.money(spent) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse rounded-lg border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
