import { AlertTriangle, LogIn, Ticket } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import type { TicketView } from "#domain/schemas/tickets";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useAuthDialog, useSession } from "#web/features/auth";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useMyTickets } from "./api/my-tickets";
import { MyTours } from "./components/my-tours";
import { TicketCard } from "./components/ticket-card";
import { TicketsSummary } from "./components/tickets-summary";
import { orderCalendarCarriers } from "./lib/order-calendar";

/**
 * My Tickets keeps apart what the person bought, what someone passed on to them and what they
 * passed on: a ticket is in exactly one group.
 */
const TICKET_GROUPS = ["bought", "received", "passedOn"] as const;

type TicketGroup = (typeof TICKET_GROUPS)[number];

function groupOf(ticket: TicketView): TicketGroup {
  if (ticket.state === "transferred") return "passedOn";
  return ticket.origin === "bought" ? "bought" : "received";
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}

/** /my-tickets: the signed-in user's tickets. */
export default function MyTicketsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const format = useFormatters();
  const tickets = useMyTickets(session.user !== null);
  // A ticket keeps the group it was first shown in until the page is loaded again: one passed on
  // now stays where it is, so its card (the transfer's answer, the keyboard's place) stays mounted.
  const groups = useRef(new Map<string, TicketGroup>());
  const shownGroupOf = (ticket: TicketView): TicketGroup => {
    const known = groups.current.get(ticket.bookingId);
    if (known) return known;
    const group = groupOf(ticket);
    groups.current.set(ticket.bookingId, group);
    return group;
  };

  if (session.loading) return <LoadingState label={t("common.loading")} />;
  if (!session.user) {
    return (
      <Centered>
        <Ticket className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("tickets.myTickets.signInTitle")}</h1>
        <p className="text-muted-foreground">{t("tickets.myTickets.signInBody")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => openAuthDialog("sign-in")}>
            <LogIn aria-hidden="true" />
            {t("tickets.myTickets.signIn")}
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{t("common.backToHome")}</Link>
          </Button>
        </div>
      </Centered>
    );
  }
  if (tickets.isPending) return <LoadingState label={t("tickets.myTickets.loading")} />;
  if (tickets.isError) {
    return (
      <Centered>
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("tickets.myTickets.errorTitle")}</h1>
        <p role="alert" className="text-muted-foreground">
          {t("tickets.myTickets.error")}
        </p>
        <Button onClick={() => tickets.refetch()}>{t("tickets.myTickets.tryAgain")}</Button>
      </Centered>
    );
  }

  // One calendar file per order, offered on each of its valid tickets.
  const calendarCarriers = orderCalendarCarriers(tickets.data);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("tickets.myTickets.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("tickets.myTickets.lead")}</p>
      </header>
      {tickets.data.length > 0 && <TicketsSummary tickets={tickets.data} format={format} />}
      {tickets.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border p-10 text-center">
          <Ticket className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t("tickets.myTickets.emptyTitle")}</h2>
          <p className="text-muted-foreground">{t("tickets.myTickets.empty")}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/calendar">{t("tickets.myTickets.browseEvents")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/box-office">{t("tickets.myTickets.buyTickets")}</Link>
            </Button>
          </div>
        </div>
      ) : (
        TICKET_GROUPS.map((group) => {
          const listed = tickets.data.filter((ticket) => shownGroupOf(ticket) === group);
          if (listed.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`tickets-${group}`} className="grid gap-4">
              <header>
                <h2 id={`tickets-${group}`} className="text-xl font-semibold">
                  {t(`tickets.myTickets.groups.${group}`)}{" "}
                  <span className="text-muted-foreground tabular-nums">({format.count(listed.length)})</span>
                </h2>
                <p className="text-sm text-muted-foreground">{t(`tickets.myTickets.groups.${group}Lead`)}</p>
              </header>
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {listed.map((ticket) => (
                  <li key={ticket.bookingId} className="flex">
                    <TicketCard
                      ticket={ticket}
                      format={format}
                      calendarSeats={calendarCarriers.get(ticket.bookingId)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      <MyTours />
    </div>
  );
}
