import { Ban, Trash2 } from "lucide-react";
import { useState } from "react";
import { hasReason } from "#domain/errors";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useSession } from "#web/features/auth";
import { CancelEventDialog, useCanChangeEvent } from "#web/features/event-manager";
import { useDeleteEvent } from "#web/features/listings";
import { ApiError } from "#web/lib/api";
import { useEventText } from "#web/lib/event-text";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

/**
 * Asks first, then deletes; the server decides who may (creator or admin), and the button is only
 * shown to a viewer it would allow. An event with orders is never deleted: the server says so, and
 * an admin is offered to cancel it instead (its buyers are refunded); anyone else is told to ask
 * the venue.
 */
export function DeleteEventButton({ event }: { event: { id: string; title: string } }) {
  const { t } = useTranslation();
  const text = useEventText();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [hasOrders, setHasOrders] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const remove = useDeleteEvent();
  const canCancel = session.can("events.editAny");
  const mayDelete = useCanChangeEvent(event.id);

  function confirm() {
    remove.mutate(event.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t("listings.calendar.deleted"));
      },
      onError: (error) => {
        if (error instanceof ApiError && hasReason(error.params, "has_orders")) {
          // The dialog stays open and says what can be done instead.
          setHasOrders(true);
          return;
        }
        setOpen(false);
        const forbidden = error instanceof ApiError && (error.code === "forbidden" || error.code === "unauthenticated");
        toast.error(t(forbidden ? "listings.calendar.deleteForbidden" : "listings.calendar.deleteFailed"));
      },
    });
  }

  function close(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setHasOrders(false);
  }

  if (!mayDelete) return null;
  return (
    <>
      <Button
        variant="outline"
        className="text-destructive"
        aria-label={t("listings.calendar.deleteEvent", { title: text.title(event) })}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {t("listings.calendar.delete")}
      </Button>
      {hasOrders ? (
        <ConfirmDialog
          open={open}
          onOpenChange={close}
          title={t("listings.calendar.hasOrdersTitle")}
          description={t(canCancel ? "listings.calendar.hasOrders" : "listings.calendar.hasOrdersContact")}
          cancelLabel={t("listings.calendar.cancel")}
          confirmLabel={canCancel ? t("listings.calendar.cancelInstead") : t("common.close")}
          destructive={canCancel}
          onConfirm={() => {
            close(false);
            if (canCancel) setCancelling(true);
          }}
        >
          <p className="flex items-center gap-2 font-medium">
            <Ban className="size-4 text-destructive" aria-hidden="true" />
            {text.title(event)}
          </p>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={close}
          destructive
          title={t("listings.calendar.deleteTitle")}
          description={t("listings.calendar.deleteConfirm")}
          cancelLabel={t("listings.calendar.cancel")}
          confirmLabel={t("listings.calendar.delete")}
          pending={remove.isPending}
          pendingLabel={t("listings.calendar.deleting")}
          onConfirm={confirm}
        >
          <p className="font-medium">{text.title(event)}</p>
        </ConfirmDialog>
      )}
      {canCancel && <CancelEventDialog event={event} open={cancelling} onOpenChange={setCancelling} />}
    </>
  );
}
