import { AlertTriangle, CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { useOrder } from "#web/features/payments";
import { QueueGate } from "#web/features/waiting-room";
import { useTranslation } from "#web/lib/translation";
import { useBookableEvents } from "./api/bookable-events";
import { GroupSalesCard, PurchaseInformation, TicketOptions } from "./components/box-office-info";
import { EventBooking } from "./components/event-booking";
import { EventPicker } from "./components/event-picker";
import { PaymentReturnNotice } from "./components/payment-return-notice";
import { SignInPrompt } from "./components/sign-in-prompt";
import { pickEvent } from "./lib/event-selection";

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}

/** /box-office: event choice, seating chart, cart and checkout. */
export default function BoxOfficePage() {
  const { t } = useTranslation();
  const session = useSession();
  const events = useBookableEvents();
  const [params, setParams] = useSearchParams();
  const payment = params.get("payment");
  // Back from the hosted pay page: show the event the order was for.
  const returned = useOrder(payment ? params.get("order") : null);

  function update(change: (next: URLSearchParams) => void) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  if (session.loading) return <LoadingState label={t("common.loading")} />;
  if (events.isPending) return <LoadingState label={t("tickets.boxOffice.loadingEvents")} />;
  if (events.isError) {
    return (
      <Centered>
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("tickets.boxOffice.title")}</h1>
        <p role="alert">{t("tickets.boxOffice.eventsError")}</p>
        <Button onClick={() => window.location.reload()}>{t("common.refreshPage")}</Button>
      </Centered>
    );
  }

  const selected = pickEvent(events.data, params.get("event") ?? returned.data?.eventId ?? null);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("tickets.boxOffice.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("tickets.boxOffice.lead")}</p>
      </header>
      {(payment === "success" || payment === "cancelled") && (
        <PaymentReturnNotice
          payment={payment}
          orderId={params.get("order")}
          onDismiss={() =>
            update((next) => {
              next.delete("payment");
              next.delete("order");
            })
          }
        />
      )}
      {selected === null ? (
        <Centered>
          <CalendarDays className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg">{t("tickets.boxOffice.noEvents")}</p>
          <Button asChild variant="outline">
            <Link to="/calendar">{t("tickets.boxOffice.browseCalendar")}</Link>
          </Button>
        </Centered>
      ) : (
        <>
          <EventPicker
            events={events.data}
            selected={selected}
            onSelect={(id) => update((next) => next.set("event", id))}
          />
          {!session.user && <SignInPrompt />}
          {/* While the event's on-sale runs through the waiting room, only a visitor whose turn it is gets the seats. */}
          <QueueGate key={selected.id} eventId={selected.id} bypass={payment !== null}>
            {/* Back from PayPal the hold waits for PayPal's confirmation: the notice tells, no checkout. */}
            <EventBooking key={selected.id} event={selected} resume={payment !== "success"} />
          </QueueGate>
        </>
      )}
      <div className="grid gap-6 md:grid-cols-3">
        <TicketOptions eventId={selected?.id ?? null} />
        <PurchaseInformation />
        <GroupSalesCard />
      </div>
    </div>
  );
}
