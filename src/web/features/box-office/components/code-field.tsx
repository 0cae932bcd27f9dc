import { Loader2, TicketPercent, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import { Button } from "#web/components/ui/button";
import { FieldError, Input, Label } from "#web/components/ui/input";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useCheckCode } from "../api/check-code";

interface CodeFieldProps {
  eventId: string;
  seatIds: string[];
  code: CodeCheckResponse | null;
  onChange(code: CodeCheckResponse | null): void;
}

/**
 * A presale or promo code: checked by the server against the cart's seats, then applied to the
 * cart's prices and sent with the hold, which checks and counts it again.
 */
export function CodeField({ eventId, seatIds, code, onChange }: CodeFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const check = useCheckCode();

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t("pricing.code.required"));
      return;
    }
    setError(null);
    try {
      onChange(await check.mutateAsync({ eventId, code: text.trim(), seatIds }));
      setText("");
    } catch (failure) {
      setError(explainError(t, failure).description);
    }
  }

  if (code) {
    const discount =
      code.discount?.kind === "percent"
        ? t("pricing.code.percentOff", { percent: format.percent(code.discount.ppm / 1_000_000) })
        : code.discount?.kind === "amount"
          ? t("pricing.code.amountOff", { amount: format.money(code.discount.cents) })
          : null;
    return (
      <div className="flex items-start gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm" role="status">
        <TicketPercent className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          {code.kind === "presale"
            ? t("pricing.code.presale", { code: code.code })
            : t("pricing.code.applied", { code: code.code })}
          {discount && <span className="block text-muted-foreground">{discount}</span>}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={() => onChange(null)}
          aria-label={t("pricing.code.remove", { code: code.code })}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="grid gap-2">
      <Label htmlFor={`${id}-code`}>{t("pricing.code.label")}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit" variant="outline" disabled={check.isPending}>
          {check.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("pricing.code.apply")}
        </Button>
      </div>
      {check.isPending && (
        <p className="sr-only" role="status">
          {t("pricing.code.checking")}
        </p>
      )}
      {!error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("pricing.code.hint")}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
