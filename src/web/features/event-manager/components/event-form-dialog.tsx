import { Gift, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { hasReason } from "#domain/errors";
import {
  type EventForm,
  emptyEventForm,
  eventFormOf,
  eventFormSchema,
  type ManagedEvent,
} from "#domain/schemas/event-form";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { PaymentStep } from "#web/features/payments";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { focusFirstInvalid } from "#web/lib/focus-invalid";
import { useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useCreateComplimentaryEvent, useUpdateEvent } from "../api/managed-events";
import { useRentalCheckout } from "../lib/use-rental-checkout";
import { useRentalDifference } from "../lib/use-rental-difference";
import { EventFormFields } from "./event-form-fields";
import { RentalDifference } from "./rental-difference";
import { RentalPricing } from "./rental-pricing";

export type EditorMode = { kind: "create" } | { kind: "edit"; event: ManagedEvent };
/** Creating: details, pricing, payment. Editing beyond what the rental paid: details, difference, payment. */
type Step = "details" | "pricing" | "difference" | "payment" | "expired";

interface EventEditorProps {
  mode: EditorMode;
  /** Admins create at no charge; others pay the venue rental first. */
  complimentary: boolean;
  onClose(): void;
  onBusyChange(busy: boolean): void;
}

function EventEditor({ mode, complimentary, onClose, onBusyChange }: EventEditorProps) {
  const { t } = useTranslation();
  const form = useZodForm(
    eventFormSchema(new Date()),
    // A change waiting for approval is where the next edit starts: saving again replaces it.
    mode.kind === "edit"
      ? eventFormOf(mode.event.pendingChange ? { ...mode.event, ...mode.event.pendingChange.proposed } : mode.event)
      : emptyEventForm(venue.name),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>("details");
  const [parsed, setParsed] = useState<EventForm | null>(null);
  const [uploading, setUploading] = useState(false);
  /** The server's refusal of a dearer edit: what the rental paid and what the edit costs. */
  const [dearer, setDearer] = useState<{ paidCents: number; quoteCents: number } | null>(null);
  const create = useCreateComplimentaryEvent();
  const update = useUpdateEvent();
  const rental = useRentalCheckout({
    onExpired: () => setStep("expired"),
    onFinished: onClose,
  });
  const difference = useRentalDifference({
    event: mode.kind === "edit" ? mode.event : null,
    onExpired: () => setStep("expired"),
    onFinished: onClose,
  });
  // An edit pays its difference; a new event pays its rental. Each has its own hold.
  const checkout = mode.kind === "edit" ? difference : rental;
  const backStep: Step = mode.kind === "edit" ? "difference" : "pricing";
  const saving = create.isPending || update.isPending;
  const busy = saving || rental.payment.processing || difference.payment.processing;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  // Leaving with a rental or difference still held gives it back at once (the dialog unmounts this editor).
  const release = useRef(() => {});
  release.current = () => {
    rental.release();
    difference.release();
  };
  useEffect(() => () => release.current(), []);

  function saveFailed(error: unknown) {
    if (error instanceof ApiError && error.code === "unauthenticated") {
      toast.error(t("errors.unauthenticated.title"), { description: t("manage.events.loginRequired") });
      return;
    }
    const { title, description } = explainError(t, error);
    toast.error(title, { description: t("manage.events.toasts.saveFailed", { message: description }) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    const data = await form.validate();
    if (!data) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (mode.kind === "edit") {
      update.mutate(
        { id: mode.event.id, form: data },
        {
          onSuccess: ({ event, change }) => {
            if (change) toast.success(t("manage.changes.toasts.submitted"));
            else if (mode.event.approvalStatus === "approved" && event.approvalStatus === "pending") {
              toast.success(t("manage.changes.toasts.backToPending"));
            } else toast.success(t("manage.events.toasts.updated"));
            onClose();
          },
          onError: (error) => {
            // The edit costs more than the rental paid: the manager may pay the difference to submit it.
            if (error instanceof ApiError && hasReason(error.params, "rental_price_increase")) {
              setParsed(data);
              setDearer({ paidCents: error.params.paidCents, quoteCents: error.params.quoteCents });
              setStep("difference");
              return;
            }
            saveFailed(error);
          },
        },
      );
    } else if (complimentary) {
      create.mutate(data, {
        onSuccess: () => {
          toast.success(t("manage.events.toasts.createdAdmin"));
          onClose();
        },
        onError: saveFailed,
      });
    } else {
      setParsed(data);
      setStep("pricing");
    }
  }

  async function toPayment() {
    if (!parsed) return;
    const { hold } = checkout.payment;
    if ((hold && Date.now() < hold.deadline) || (await checkout.begin(parsed))) setStep("payment");
  }

  if (step === "difference" && parsed && dearer) {
    return (
      <RentalDifference
        paidCents={dearer.paidCents}
        quoteCents={dearer.quoteCents}
        starting={difference.starting}
        onBack={() => {
          difference.release();
          setStep("details");
        }}
        onPay={toPayment}
      />
    );
  }

  if (step === "pricing" && parsed) {
    return (
      <RentalPricing
        form={parsed}
        starting={rental.starting}
        onBack={() => {
          rental.release();
          setStep("details");
        }}
        onContinue={toPayment}
      />
    );
  }
  if (step === "payment" && checkout.payment.hold) {
    return (
      <PaymentStep
        flow={checkout.payment}
        onBack={() => setStep(backStep)}
        totalCents={checkout.payment.hold.order.totalCents}
        title={
          mode.kind === "edit" ? t("manage.changes.difference.paymentTitle") : t("manage.events.pricing.paymentTitle")
        }
        holdLabel={t("manage.events.pricing.heldFor")}
      />
    );
  }
  if (step === "expired") {
    return (
      <div className="grid gap-4" role="alert">
        <h3 className="text-lg font-semibold">{t("manage.events.pricing.expiredTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("manage.events.pricing.expired")}</p>
        <Button onClick={() => setStep(backStep)}>{t("manage.events.pricing.startAgain")}</Button>
      </div>
    );
  }

  const submitLabel =
    mode.kind === "edit"
      ? t("manage.events.save")
      : complimentary
        ? t("manage.events.createComplimentary")
        : t("manage.events.continueToPricing");
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-5" aria-busy={saving}>
      {mode.kind === "create" && !complimentary && (
        <p className="text-sm text-muted-foreground">{t("manage.events.formDescription")}</p>
      )}
      <EventFormFields form={form} disabled={saving} onUploadingChange={setUploading} />
      {complimentary && mode.kind === "create" && (
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm">
          <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong>{t("manage.events.complimentary")}. </strong>
            {t("manage.events.complimentaryNote")}
          </span>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {t("manage.events.cancel")}
        </Button>
        <Button type="submit" disabled={saving || uploading}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {saving ? (mode.kind === "edit" ? t("manage.events.saving") : t("manage.events.creating")) : submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface EventFormDialogProps {
  mode: EditorMode | null;
  complimentary: boolean;
  onClose(): void;
}

/** Create or edit an event; for event managers, then the rental's pricing and payment. */
export function EventFormDialog({ mode, complimentary, onClose }: EventFormDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode?.kind === "edit" ? t("manage.events.editTitle") : t("manage.events.createTitle")}
          </DialogTitle>
          <DialogDescription>
            {mode?.kind === "create" && !complimentary
              ? t("manage.events.rentalFlowDescription")
              : t("manage.events.formDescription")}
          </DialogDescription>
        </DialogHeader>
        {mode && <EventEditor mode={mode} complimentary={complimentary} onClose={onClose} onBusyChange={setBusy} />}
      </DialogContent>
    </Dialog>
  );
}
