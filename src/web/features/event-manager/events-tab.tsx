import { Info, Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { useTranslation } from "#web/lib/translation";
import { type EditorMode, EventFormDialog } from "./components/event-form-dialog";
import { EventList } from "./components/event-list";
import { FailedRentals } from "./components/failed-rentals";

/** Where PayPal sends the buyer back to after a venue-rental payment (?payment=success|cancelled). */
function PayPalReturnNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get("payment");
  if (outcome !== "success" && outcome !== "cancelled") return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t(outcome === "success" ? "manage.events.paypalReturn.success" : "manage.events.paypalReturn.cancelled")}
    </p>
  );
}

/** Events tab of /event-manager: the event form and the event list. */
export function EventsTab() {
  const { t } = useTranslation();
  const session = useSession();
  const [editor, setEditor] = useState<EditorMode | null>(null);
  const isAdmin = session.can("events.createComplimentary");

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-muted-foreground">
          {isAdmin ? t("manage.events.introAdmin") : t("manage.events.introManager")}
        </p>
        <Button onClick={() => setEditor({ kind: "create" })} className="sm:shrink-0">
          <Plus aria-hidden="true" />
          {t("manage.events.create")}
        </Button>
      </div>
      <PayPalReturnNotice />
      {session.can("events.readAll") && <FailedRentals />}
      <EventList
        canApprove={session.can("events.approve")}
        onEdit={(event) => setEditor({ kind: "edit", event })}
        onCreate={() => setEditor({ kind: "create" })}
      />
      <EventFormDialog mode={editor} complimentary={isAdmin} onClose={() => setEditor(null)} />
    </div>
  );
}
