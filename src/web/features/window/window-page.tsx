import { AlertTriangle, CalendarDays } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import type { WindowSaleResponse } from "#domain/schemas/window";
import { AccessDenied } from "#web/components/access-denied";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useAuthDialog, useSession } from "#web/features/auth";
import { EventBooking, EventPicker, pickEvent, type SeatRef, useBookableEvents } from "#web/features/box-office";
import { useTranslation } from "#web/lib/translation";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { SaleDialog } from "./components/sale-dialog";
import { ShiftReportPanel } from "./components/shift-report";
import { SoldDialog } from "./components/sold-dialog";

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}

/**
 * /window: the box office's own window, for a tablet or laptop at the venue. Staff choose the
 * event and seats (chart or best available), take the payment and print or mail the tickets; the
 * second tab is their shift report.
 */
export default function WindowPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("window.title"));
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  if (session.loading) return <LoadingState label={t("window.loading")} />;
  if (!session.can("window.sell")) {
    return (
      <AccessDenied
        title={t("window.denied.title")}
        message={t("window.denied.body")}
        signIn={{
          signedOut: session.user === null,
          label: t("window.denied.signIn"),
          onSignIn: () => openAuthDialog("sign-in"),
        }}
        backToHome={t("window.denied.backToHome")}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("window.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("window.lead")}</p>
      </header>
      <Tabs defaultValue="sell" className="grid gap-6">
        <TabsList className="max-w-sm">
          <TabsTrigger value="sell">{t("window.tabs.sell")}</TabsTrigger>
          <TabsTrigger value="shift">{t("window.tabs.shift")}</TabsTrigger>
        </TabsList>
        <TabsContent value="sell" className="grid gap-6">
          <Sell />
        </TabsContent>
        <TabsContent value="shift">
          <ShiftReportPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

type Stage =
  | { kind: "choose" }
  | { kind: "pay"; seats: SeatRef[]; accessible: boolean }
  | { kind: "sold"; sale: WindowSaleResponse };

function Sell() {
  const { t } = useTranslation();
  const events = useBookableEvents();
  const [params, setParams] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ kind: "choose" });
  // A new sale starts with an empty cart: the booking is mounted afresh.
  const [round, setRound] = useState(0);

  if (events.isPending) return <LoadingState label={t("window.loading")} />;
  if (events.isError) {
    return (
      <Centered>
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <p role="alert">{t("window.eventsError")}</p>
        <Button onClick={() => events.refetch()}>{t("window.shift.retry")}</Button>
      </Centered>
    );
  }
  const selected = pickEvent(events.data, params.get("event"));
  if (!selected) {
    return (
      <Centered>
        <CalendarDays className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg">{t("window.noEvents")}</p>
      </Centered>
    );
  }

  function next() {
    setStage({ kind: "choose" });
    setRound((r) => r + 1);
  }

  return (
    <>
      <EventPicker
        events={events.data}
        selected={selected}
        onSelect={(id) =>
          setParams(
            (current) => {
              const nextParams = new URLSearchParams(current);
              nextParams.set("event", id);
              return nextParams;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      />
      <EventBooking
        key={`${selected.id}:${round}`}
        event={selected}
        resume={false}
        sale={{
          label: t("window.sellSeats"),
          onSell: (seats, accessible) => setStage({ kind: "pay", seats, accessible }),
        }}
      />
      {stage.kind === "pay" && (
        <SaleDialog
          event={selected}
          seats={stage.seats}
          accessible={stage.accessible}
          onClose={() => setStage({ kind: "choose" })}
          onSold={(sale) => setStage({ kind: "sold", sale })}
        />
      )}
      {stage.kind === "sold" && (
        <SoldDialog sold={stage.sale.order} checkoutUrl={stage.sale.checkoutUrl} onNext={next} />
      )}
    </>
  );
}
