import { Banknote, CreditCard, Smartphone } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { BookableEvent } from "#domain/schemas/tickets";
import type { WindowPayment, WindowSaleResponse } from "#domain/schemas/window";
import { TERMINAL_REFERENCE_MAX, windowPaymentSchema } from "#domain/schemas/window";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { TextField } from "#web/components/ui/text-field";
import type { SeatRef } from "#web/features/box-office";
import { useOfferedPaymentMethods } from "#web/features/payments";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { useSellAtWindow } from "../api/window-api";

type Method = WindowPayment["method"];

/** Dollars typed at the window ("85", "85.5", "85.50") as cents; null for anything else. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Quick amounts for cash: the exact total, then the next round notes above it. */
function quickAmounts(total: number): number[] {
  const up = (step: number) => Math.ceil(total / step) * step;
  return [...new Set([total, up(1000), up(2000), up(5000), up(10_000)])].slice(0, 4);
}

interface SaleDialogProps {
  event: BookableEvent;
  seats: readonly SeatRef[];
  accessible: boolean;
  onClose(): void;
  onSold(sale: WindowSaleResponse): void;
}

/** Taking the payment for the cart at the window: the buyer (optional), then cash, the terminal or Stripe. */
export function SaleDialog({ event, seats, accessible, onClose, onSold }: SaleDialogProps) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const sectionName = useSectionName();
  const offered = useOfferedPaymentMethods();
  const sell = useSellAtWindow();
  const id = useId();
  const total = seats.reduce((sum, s) => sum + s.priceCents, 0);
  const [method, setMethod] = useState<Method>("cash");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [tendered, setTendered] = useState("");
  const [reference, setReference] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const methods: { value: Method; label: string; Icon: typeof Banknote }[] = [
    { value: "cash", label: t("window.sale.cash"), Icon: Banknote },
    { value: "card_terminal", label: t("window.sale.cardTerminal"), Icon: CreditCard },
    ...(offered.card === "stripe"
      ? [{ value: "stripe" as const, label: t("window.sale.stripe"), Icon: Smartphone }]
      : []),
  ];
  const tenderedCents = centsOf(tendered);
  const change = tenderedCents !== null ? tenderedCents - total : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const payment =
      method === "cash"
        ? { method, tenderedCents: tenderedCents ?? -1 }
        : method === "card_terminal"
          ? { method, reference }
          : { method };
    const parsed = windowPaymentSchema.safeParse(payment);
    if (!parsed.success) {
      setFieldError(t((parsed.error.issues[0]?.message ?? "window.errors.method") as never));
      return;
    }
    if (parsed.data.method === "cash" && parsed.data.tenderedCents < total) {
      setFieldError(t("window.sale.short", { total: format.money(total) }));
      return;
    }
    setFieldError(null);
    sell.mutate(
      {
        eventId: event.id,
        seatIds: seats.map((s) => s.id),
        accessible,
        ...(name.trim() ? { buyerName: name.trim() } : {}),
        ...(email.trim() ? { buyerEmail: email.trim() } : {}),
        payment: parsed.data,
      },
      {
        onSuccess: onSold,
        onError: (error) => setFailure(explainError(t, error).description),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !sell.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("window.sale.heading")}</DialogTitle>
          <DialogDescription>
            {t("window.sale.summary", { count: seats.length, event: text.title(event) })}
          </DialogDescription>
        </DialogHeader>
        <ul className="divide-y divide-border border-y border-border text-sm">
          {seats.map((s) => (
            <li key={s.id} className="flex justify-between gap-2 py-1.5">
              <span>{t("window.ticket.seat", { section: sectionName(s.sectionKey), row: s.row, seat: s.seat })}</span>
              <span className="tabular-nums">{format.money(s.priceCents)}</span>
            </li>
          ))}
        </ul>
        <p className="flex items-baseline justify-between text-lg font-semibold">
          <span>{t("window.sale.total")}</span>
          <span className="tabular-nums" data-testid="sale-total">
            {format.money(total)}
          </span>
        </p>
        {accessible && <p className="text-sm text-muted-foreground">{t("window.sale.accessible")}</p>}
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">{t("window.sale.buyer")}</legend>
            <TextField
              label={t("window.sale.buyerName")}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="off"
              maxLength={100}
            />
            <TextField
              label={t("window.sale.buyerEmail")}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="off"
              hint={t("window.sale.buyerEmailHint")}
            />
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("window.sale.method")}</legend>
            <div role="radiogroup" aria-label={t("window.sale.method")} className="grid gap-2 sm:grid-cols-3">
              {methods.map(({ value, label, Icon }) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={value}
                    checked={method === value}
                    onChange={() => {
                      setMethod(value);
                      setFieldError(null);
                    }}
                    className="size-4 accent-primary"
                  />
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {method === "cash" && (
            <div className="grid gap-2">
              <TextField
                label={t("window.sale.tendered")}
                inputMode="decimal"
                value={tendered}
                onChange={(e) => {
                  setTendered(e.target.value);
                  setFieldError(null);
                }}
                hint={t("window.sale.tenderedHint")}
                error={fieldError}
                autoComplete="off"
              />
              <div className="flex flex-wrap gap-2">
                {quickAmounts(total).map((cents) => (
                  <Button
                    key={cents}
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setTendered((cents / 100).toFixed(2))}
                  >
                    {format.money(cents)}
                  </Button>
                ))}
              </div>
              <p className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2" aria-live="polite">
                <span>{t("window.sale.change")}</span>
                <span className="text-xl font-bold tabular-nums" data-testid="sale-change">
                  {change !== null && change >= 0 ? format.money(change) : "—"}
                </span>
              </p>
            </div>
          )}
          {method === "card_terminal" && (
            <TextField
              label={t("window.sale.reference")}
              value={reference}
              onChange={(e) => {
                setReference(e.target.value);
                setFieldError(null);
              }}
              hint={t("window.sale.referenceHint")}
              error={fieldError}
              maxLength={TERMINAL_REFERENCE_MAX}
              autoComplete="off"
            />
          )}
          {method === "stripe" && <p className="text-sm text-muted-foreground">{t("window.sale.stripeHint")}</p>}
          {failure && (
            <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={sell.isPending}>
              {t("window.sale.back")}
            </Button>
            <Button type="submit" size="lg" disabled={sell.isPending}>
              {sell.isPending ? t("window.sale.working") : t("window.sale.confirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
