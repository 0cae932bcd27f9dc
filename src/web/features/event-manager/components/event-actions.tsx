import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { useDecideEvent, useDeleteManagedEvent } from "../api/managed-events";

interface EventActionsProps {
  event: ManagedEvent;
  canApprove: boolean;
  onEdit(event: ManagedEvent): void;
}

/** Approve and reject (admins), edit and delete (creator or admin), with the messages. */
export function EventActions({ event, canApprove, onEdit }: EventActionsProps) {
  const { t } = useTranslation();
  const decide = useDecideEvent();
  const remove = useDeleteManagedEvent();
  const [confirming, setConfirming] = useState<"delete" | "reject" | null>(null);

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
  const showApprove = canApprove && event.approvalStatus !== "approved";
  const showReject = canApprove && event.approvalStatus === "pending";
  if (!showApprove && !event.canChange) return null;
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t("manage.events.actions.group", { title: event.title })}</legend>
      {showApprove && (
        <Button size="sm" onClick={approve} disabled={working}>
          <Check aria-hidden="true" />
          {t("manage.events.actions.approve")}
        </Button>
      )}
      {showReject && (
        <Button size="sm" variant="outline" onClick={() => setConfirming("reject")} disabled={working}>
          <X aria-hidden="true" />
          {t("manage.events.actions.reject")}
        </Button>
      )}
      {event.canChange && (
        <>
          <Button size="sm" variant="outline" onClick={() => onEdit(event)} disabled={working}>
            <Pencil aria-hidden="true" />
            {t("manage.events.actions.edit")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-destructive"
            onClick={() => setConfirming("delete")}
            disabled={working}
          >
            <Trash2 aria-hidden="true" />
            {remove.isPending ? t("manage.events.confirmDelete.working") : t("manage.events.actions.delete")}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming === "reject" ? t("manage.events.confirmReject.title") : t("manage.events.confirmDelete.title")
        }
        description={
          confirming === "reject"
            ? t("manage.events.confirmReject.description")
            : t("manage.events.confirmDelete.description")
        }
        confirmLabel={
          confirming === "reject" ? t("manage.events.confirmReject.confirm") : t("manage.events.confirmDelete.confirm")
        }
        cancelLabel={t("manage.events.cancel")}
        destructive
        onConfirm={() => (confirming === "reject" ? reject() : deleteEvent())}
      />
    </fieldset>
  );
}
