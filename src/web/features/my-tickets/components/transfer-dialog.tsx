import { AlertTriangle, Loader2, Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { hasReason } from "#domain/errors";
import { type TicketView, transferTicketSchema } from "#domain/schemas/tickets";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { TextField } from "#web/components/ui/text-field";
import { ApiError } from "#web/lib/api";
import { useEventText } from "#web/lib/event-text";
import { toastError } from "#web/lib/explain-error";
import { focusFirstInvalid } from "#web/lib/focus-invalid";
import { useZodForm } from "#web/lib/form";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useTransferTicket } from "../api/transfer";

interface TransferDialogProps {
  ticket: TicketView;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Once the dialog has closed after a transfer: where the keyboard goes instead of the button that is gone. */
  onTransferred(): void;
}

/** The seat of a ticket in words: "section Lower Bowl 101, row 4, seat 7". */
export function useSeatWords() {
  const { t } = useTranslation();
  const sectionName = useSectionName();
  return (ticket: Pick<TicketView, "section" | "row" | "seat">) =>
    t("transfer.seat", { section: sectionName(ticket.section), row: ticket.row, seat: ticket.seat });
}

/**
 * Passing a ticket on: the recipient's address, what happens (they are mailed; their account gets
 * it when they sign in with the address) and the warning that the holder's own QR code stops
 * working at once. A refusal is said in the dialog, next to what caused it.
 */
export function TransferDialog({ ticket, open, onOpenChange, onTransferred }: TransferDialogProps) {
  const transfer = useTransferTicket();
  const transferred = useRef(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !transfer.isPending && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!transferred.current) return;
          transferred.current = false;
          event.preventDefault();
          onTransferred();
        }}
      >
        {open && (
          <TransferForm
            ticket={ticket}
            transfer={transfer}
            onCancel={() => onOpenChange(false)}
            onDone={() => {
              transferred.current = true;
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TransferForm({
  ticket,
  transfer,
  onCancel,
  onDone,
}: {
  ticket: TicketView;
  transfer: ReturnType<typeof useTransferTicket>;
  onCancel(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const text = useEventText();
  const seatWords = useSeatWords();
  const form = useZodForm(transferTicketSchema, { email: "" });
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const warningId = useId();
  const seat = seatWords(ticket);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setEmailError(null);
    const data = await form.validate();
    if (!data) {
      focusFirstInvalid(formRef.current);
      return;
    }
    transfer.mutate(
      { bookingId: ticket.bookingId, email: data.email },
      {
        onSuccess: () => {
          toast.success(t("transfer.done.title"), {
            description: t("transfer.done.description", { seat, email: data.email }),
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && hasReason(error.params, "ticket_not_transferable")) {
            setRefusal(t(`transfer.refused.${error.params.state}`));
          } else if (error instanceof ApiError && hasReason(error.params, "transfer_to_self")) {
            setEmailError(t("errors.reasons.transfer_to_self"));
            focusFirstInvalid(formRef.current);
          } else if (error instanceof ApiError && error.code === "validation_failed" && error.fields.email) {
            setEmailError(t(error.fields.email as never));
            focusFirstInvalid(formRef.current);
          } else {
            toastError(t, error);
          }
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("transfer.dialog.title")}</DialogTitle>
        <DialogDescription>
          {t("transfer.dialog.description", { title: text.title(ticket.event), seat })}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">{t("transfer.dialog.how")}</p>
      <p
        id={warningId}
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("transfer.dialog.warning")}
      </p>
      <TextField
        label={t("transfer.dialog.email")}
        hint={t("transfer.dialog.emailHint")}
        error={emailError ?? form.message("email")}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={String(form.values.email ?? "")}
        onChange={(change) => {
          setEmailError(null);
          form.set("email", change.target.value);
        }}
        required
        autoFocus
      />
      {refusal && (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={transfer.isPending}>
          {t("transfer.dialog.cancel")}
        </Button>
        <Button type="submit" disabled={transfer.isPending || refusal !== null} aria-describedby={warningId}>
          {transfer.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {transfer.isPending ? t("transfer.dialog.working") : t("transfer.dialog.confirm")}
        </Button>
      </div>
    </form>
  );
}
