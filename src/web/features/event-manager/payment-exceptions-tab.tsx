import { AlertCircle, CheckCircle2, CircleDollarSign, Loader2, RotateCw } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { PaymentException } from "#domain/schemas/money";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { type Formatters, useFormatters } from "#web/lib/format";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { usePaymentExceptions, useResolveException } from "./api/money";

const KNOWN_REASONS = [
  "hold_lapsed",
  "already_paid",
  "amount_mismatch",
  "unknown_order",
  "event_cancelled",
  "admin",
  "dispute",
  "outside_site",
  "admitted_before_refund",
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

function isKnownReason(reason: string): reason is KnownReason {
  return (KNOWN_REASONS as readonly string[]).includes(reason);
}

/**
 * Payment Exceptions tab of /event-manager (admins): money that could not be applied to an order
 * and refunds owed but not made yet, each with the one way it is resolved.
 */
export function PaymentExceptionsTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const exceptions = usePaymentExceptions();

  let body: React.ReactNode;
  if (exceptions.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("manage.money.exceptions.loading")}
      </p>
    );
  } else if (exceptions.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/50 p-4">
        <p className="flex items-center gap-2 font-medium">
          <AlertCircle className="size-4 text-destructive" aria-hidden="true" />
          {t("manage.money.exceptions.error")}
        </p>
        <Button variant="outline" onClick={() => void exceptions.refetch()}>
          {t("manage.money.exceptions.retry")}
        </Button>
      </div>
    );
  } else if (exceptions.data.length === 0) {
    body = (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
        <CheckCircle2 className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t("manage.money.exceptions.emptyTitle")}</p>
        <p className="text-muted-foreground">{t("manage.money.exceptions.empty")}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground" role="status">
          {t("manage.money.exceptions.count", { count: exceptions.data.length })}
        </p>
        <ul className="grid gap-3 xl:grid-cols-2">
          {exceptions.data.map((exception) => (
            <ExceptionCard key={exception.id} exception={exception} format={format} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="payment-exceptions-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="payment-exceptions-heading" className="text-xl font-semibold">
          {t("manage.money.exceptions.title")}
        </h2>
        <p className="max-w-2xl text-muted-foreground">{t("manage.money.exceptions.lead")}</p>
      </div>
      {body}
    </section>
  );
}

function ExceptionCard({ exception, format }: { exception: PaymentException; format: Formatters }) {
  const { t } = useTranslation();
  const text = useEventText();
  const resolve = useResolveException();
  const [reference, setReference] = useState("");
  const none = t("manage.money.exceptions.none");
  const reason = exception.reason
    ? isKnownReason(exception.reason)
      ? t(`manage.money.exceptions.reason.${exception.reason}`)
      : t("manage.money.exceptions.reason.other", { reason: exception.reason })
    : none;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reference.trim();
    resolve.mutate(
      { id: exception.id, action: exception.resolution, ...(trimmed ? { reference: trimmed } : {}) },
      {
        onSuccess: () => toast.success(t(`manage.money.exceptions.resolved.${exception.resolution}`)),
        onError: (error) => {
          const { description } = explainError(t, error);
          toast.error(t("manage.money.exceptions.failedTitle"), { description });
        },
      },
    );
  }

  const facts = [
    { key: "amount", label: t("manage.money.exceptions.amount"), value: format.money(exception.amountCents) },
    { key: "provider", label: t("manage.money.exceptions.provider"), value: exception.provider },
    { key: "buyer", label: t("manage.money.exceptions.buyer"), value: exception.buyerEmail ?? none },
    {
      key: "event",
      label: t("manage.money.exceptions.event"),
      value:
        exception.eventTitle === null
          ? none
          : text.title({ title: exception.eventTitle, titleEs: exception.eventTitleEs }),
    },
    {
      key: "order",
      label: t("manage.money.exceptions.order"),
      value: exception.orderId ?? none,
      mono: exception.orderId !== null,
    },
    { key: "when", label: t("manage.money.exceptions.when"), value: format.dateTime(exception.createdAt) },
  ];

  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <CircleDollarSign className="size-4 text-muted-foreground" aria-hidden="true" />
          {t(`manage.money.exceptions.kind.${exception.kind}`)}
        </h3>
        <span className="rounded-full border border-amber-600/40 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          {reason}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {facts.map((fact) => (
          <div key={fact.key} className="contents">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className={fact.mono ? "break-all font-mono text-xs leading-5" : "break-words"}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <form onSubmit={submit} className="grid gap-2 sm:flex sm:items-end">
        {exception.resolution === "mark_refunded" && (
          <TextField
            className="sm:flex-1"
            label={t("manage.money.exceptions.referenceLabel")}
            value={reference}
            maxLength={100}
            onChange={(change) => setReference(change.target.value)}
          />
        )}
        <Button type="submit" size="sm" variant="outline" className="w-fit" disabled={resolve.isPending}>
          {resolve.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : exception.resolution === "retry_refund" ? (
            <RotateCw aria-hidden="true" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          {resolve.isPending
            ? t("manage.money.exceptions.working")
            : t(`manage.money.exceptions.actions.${exception.resolution}`)}
        </Button>
      </form>
    </li>
  );
}
