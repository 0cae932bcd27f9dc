import { Ban, ChartColumn, Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { hasReason } from "#domain/errors";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { ApiError } from "#web/lib/api";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useDecideEvent, useDeleteManagedEvent } from "../api/managed-events";
import { CancelEventDialog } from "./cancel-event-dialog";
import { SalesDialog } from "./sales-dialog";

interface EventActionsProps {
  event: ManagedEvent;
  canApprove: boolean;
  onEdit(event: ManagedEvent): void;
}

type Open = "delete" | "reject" | "sales" | "cancel" | null;

/**
 * Approve and reject (admins); edit (creator or admin); sales (creator or admin); delete, for an
 * event that never had an order; otherwise cancel (admins any event, its manager before approval).
 */
export function EventActions({ event, canApprove, onEdit }: EventActionsProps) {
  const { t } = useTranslation();
  const text = useEventText();
  const decide = useDecideEvent();
  const remove = useDeleteManagedEvent();
  const [open, setOpen] = useState<Open>(null);

  function approve() {
    decide.mutate(
      { id: event.id, decision: "approve" },
      {
        onSuccess: () => toast.success(t("manage.events.toasts.approved")),
        onError: () => toast.error(t("manage.events.toasts.approveFailed")),
      },
    );
  }

  function reject() {
    decide.mutate(
      { id: event.id, decision: "reject" },
      {
        onSuccess: () => toast.success(t("manage.events.toasts.rejected")),
        onError: () => toast.error(t("manage.events.toasts.rejectFailed")),
      },
    );
  }

  function deleteEvent() {
    remove.mutate(event.id, {
      onSuccess: () => toast.success(t("manage.events.toasts.deleted")),
      onError: (error) => {
        if (error instanceof ApiError && (error.code === "forbidden" || error.code === "unauthenticated")) {
          toast.error(t("manage.events.toasts.deleteForbidden"));
        } else if (error instanceof ApiError && hasReason(error.params, "has_orders")) {
          // An order arrived since the list was read: the event is kept, and cancelled instead.
          toast.error(t("listings.calendar.hasOrdersTitle"), {
            description: t(event.canCancel ? "listings.calendar.hasOrders" : "listings.calendar.hasOrdersContact"),
          });
          if (event.canCancel) setOpen("cancel");
        } else if (error instanceof ApiError && error.code !== "internal" && error.code !== "network") {
          const message = explainError(t, error).description;
          toast.error(t("manage.events.toasts.deleteFailed", { message }));
        } else {
          toast.error(t("manage.events.toasts.deleteFallback"));
        }
      },
    });
  }

  const working = decide.isPending || remove.isPending;
  const cancelled = event.cancelledAt !== null;
  const showApprove = canApprove && !cancelled && event.approvalStatus !== "approved";
  const showReject = canApprove && !cancelled && event.approvalStatus === "pending";
  const showDelete = event.canChange && !event.hasOrders;
  if (!showApprove && !event.canChange && !event.canSeeSales && !event.canCancel) return null;
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t("manage.events.actions.group", { title: text.title(event) })}</legend>
      {showApprove && (
        <Button size="sm" onClick={approve} disabled={working}>
          <Check aria-hidden="true" />
          {t("manage.events.actions.approve")}
        </Button>
      )}
      {showReject && (
        <Button size="sm" variant="outline" onClick={() => setOpen("reject")} disabled={working}>
          <X aria-hidden="true" />
          {t("manage.events.actions.reject")}
        </Button>
      )}
      {event.canChange && (
        <Button size="sm" variant="outline" onClick={() => onEdit(event)} disabled={working}>
          <Pencil aria-hidden="true" />
          {t("manage.events.actions.edit")}
        </Button>
      )}
      {event.canSeeSales && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen("sales")}
          aria-label={t("manage.money.actions.salesLabel", { title: text.title(event) })}
        >
          <ChartColumn aria-hidden="true" />
          {t("manage.money.actions.sales")}
        </Button>
      )}
      {event.canCancel && (
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          onClick={() => setOpen("cancel")}
          disabled={working}
          aria-label={t("manage.money.actions.cancelLabel", { title: text.title(event) })}
        >
          <Ban aria-hidden="true" />
          {t("manage.money.actions.cancel")}
        </Button>
      )}
      {showDelete && (
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          onClick={() => setOpen("delete")}
          disabled={working}
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending ? t("manage.events.confirmDelete.working") : t("manage.events.actions.delete")}
        </Button>
      )}
      <ConfirmDialog
        open={open === "delete" || open === "reject"}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open === "reject" ? t("manage.events.confirmReject.title") : t("manage.events.confirmDelete.title")}
        description={
          open === "reject"
            ? t("manage.events.confirmReject.description")
            : t("manage.events.confirmDelete.description")
        }
        confirmLabel={
          open === "reject" ? t("manage.events.confirmReject.confirm") : t("manage.events.confirmDelete.confirm")
        }
        cancelLabel={t("manage.events.cancel")}
        destructive
        onConfirm={() => (open === "reject" ? reject() : deleteEvent())}
      />
      {event.canSeeSales && (
        <SalesDialog
          event={event}
          open={open === "sales"}
          onOpenChange={(next) => setOpen(next ? "sales" : null)}
          onCancelEvent={() => setOpen("cancel")}
        />
      )}
      <CancelEventDialog
        event={event}
        open={open === "cancel"}
        onOpenChange={(next) => setOpen(next ? "cancel" : null)}
      />
    </fieldset>
  );
}
