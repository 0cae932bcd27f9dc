import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useDeleteEvent } from "#web/features/listings";
import { ApiError } from "#web/lib/api";

/** Asks first, then deletes; the server decides who may (creator or admin). */
export function DeleteEventButton({ event }: { event: { id: string; title: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteEvent();

  function confirm() {
    remove.mutate(event.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t("listings.calendar.deleted"));
      },
      onError: (error) => {
        setOpen(false);
        const forbidden = error instanceof ApiError && (error.code === "forbidden" || error.code === "unauthenticated");
        toast.error(t(forbidden ? "listings.calendar.deleteForbidden" : "listings.calendar.deleteFailed"));
      },
    });
  }

  return (
    <>
      <Button
        variant="outline"
        className="text-destructive"
        aria-label={t("listings.calendar.deleteEvent", { title: event.title })}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {t("listings.calendar.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        destructive
        title={t("listings.calendar.deleteTitle")}
        description={t("listings.calendar.deleteConfirm")}
        cancelLabel={t("listings.calendar.cancel")}
        confirmLabel={t("listings.calendar.delete")}
        pending={remove.isPending}
        pendingLabel={t("listings.calendar.deleting")}
        onConfirm={confirm}
      >
        <p className="font-medium">{event.title}</p>
      </ConfirmDialog>
    </>
  );
}
