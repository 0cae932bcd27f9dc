import { AlertTriangle, Ban, Loader2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { CANCEL_REASON_MAX, cancelEventSchema } from "#domain/schemas/money";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { TextAreaField } from "#web/components/ui/text-field";
import { useSession } from "#web/features/auth";
import { useEventText } from "#web/lib/event-text";
import { toastError } from "#web/lib/explain-error";
import { focusFirstInvalid } from "#web/lib/focus-invalid";
import { useZodForm } from "#web/lib/form";
import { useFormatters } from "#web/lib/format";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useCancelEvent } from "../api/money";

interface CancelEventDialogProps {
  event: { id: string; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onCancelled?(): void;
}

/**
 * Cancelling an event, in two steps: the reason (required; buyers read it in their mail), then a
 * confirmation that says what happens to the buyers. Admins cancel as the venue (everyone is
 * refunded); a manager withdraws their own event before approval.
 */
export function CancelEventDialog({ event, open, onOpenChange, onCancelled }: CancelEventDialogProps) {
  const cancel = useCancelEvent();
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent>
        {open && (
          <CancelSteps
            event={event}
            cancel={cancel}
            onDone={() => {
              onOpenChange(false);
              onCancelled?.();
            }}
            onKeep={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CancelSteps({
  event,
  cancel,
  onDone,
  onKeep,
}: {
  event: { id: string; title: string };
  cancel: ReturnType<typeof useCancelEvent>;
  onDone(): void;
  onKeep(): void;
}) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const session = useSession();
  const asVenue = session.can("events.editAny");
  const form = useZodForm(cancelEventSchema, { reason: "" });
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<string | null>(null);

  async function next(submitted: FormEvent) {
    submitted.preventDefault();
    const data = await form.validate();
    if (!data) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setReason(data.reason);
  }

  function confirm() {
    if (reason === null) return;
    cancel.mutate(
      { eventId: event.id, reason },
      {
        onSuccess: (done) => {
          const lines = [
            t("manage.money.cancel.done", { count: done.ordersRefunded, amount: format.money(done.refundedCents) }),
            ...(done.refundsPending > 0 ? [t("manage.money.cancel.donePending", { count: done.refundsPending })] : []),
          ];
          toast.success(t("manage.money.cancel.doneTitle"), { description: lines.join(" ") });
          onDone();
        },
        onError: (error) => toastError(t, error),
      },
    );
  }

  if (reason === null) {
    return (
      <form ref={formRef} onSubmit={next} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t("manage.money.cancel.title", { title: text.title(event) })}</DialogTitle>
          <DialogDescription>
            {asVenue ? t("manage.money.cancel.introAdmin") : t("manage.money.cancel.introManager")}
          </DialogDescription>
        </DialogHeader>
        <TextAreaField
          label={t("manage.money.cancel.reason")}
          hint={t("manage.money.cancel.reasonHint", { max: CANCEL_REASON_MAX })}
          error={form.message("reason")}
          value={String(form.values.reason ?? "")}
          onChange={(change) => form.set("reason", change.target.value)}
          maxLength={CANCEL_REASON_MAX}
          required
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onKeep}>
            {t("manage.money.cancel.keep")}
          </Button>
          <Button type="submit" variant="destructive">
            {t("manage.money.cancel.continue")}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
          {asVenue
            ? t("manage.money.cancel.confirmTitle")
            : t("manage.money.cancel.title", { title: text.title(event) })}
        </DialogTitle>
        <DialogDescription>
          {asVenue
            ? t("manage.money.cancel.confirmAdmin", { title: text.title(event) })
            : t("manage.money.cancel.confirmManager", { title: text.title(event) })}
        </DialogDescription>
      </DialogHeader>
      <blockquote className="whitespace-pre-line break-words rounded-md border-l-4 border-border bg-muted p-3 text-sm">
        {t("manage.money.cancelledReason", { reason })}
      </blockquote>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setReason(null)} disabled={cancel.isPending} autoFocus>
          {t("manage.money.cancel.back")}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Ban aria-hidden="true" />}
          {cancel.isPending ? t("manage.money.cancel.working") : t("manage.money.cancel.confirm")}
        </Button>
      </div>
    </div>
  );
}
