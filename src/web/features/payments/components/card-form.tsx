import { FlaskConical, Loader2, Lock } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from "react";
import {
  type CARD_ERRORS,
  type CardPaymentInput,
  cardPaymentSchema,
  DECLINED_TEST_CARD,
  emptyCardPayment,
  formatCardNumber,
  formatExpiry,
} from "#domain/schemas/card";
import { Button } from "#web/components/ui/button";
import { FieldError, Label } from "#web/components/ui/input";
import { TextField } from "#web/components/ui/text-field";
import { fieldErrors } from "#web/lib/form";
import { useFormatters } from "#web/lib/format";
import { localeOf } from "#web/lib/i18n";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

const ACCEPTED_CARDS = ["Visa", "Mastercard", "American Express", "Discover"] as const;
const COUNTRIES = ["US", "CA", "MX"] as const;
type BillingField = keyof CardPaymentInput["billingAddress"];
type CardErrorKey = (typeof CARD_ERRORS)[keyof typeof CARD_ERRORS];

interface CardFormProps {
  totalCents: number;
  processing: boolean;
  onPay(cardNumber: string): void;
}

/**
 * The simulated provider's card form. The card is checked here with the shared
 * rules and never sent: only a token is. Autofill is off on purpose, so a browser never pours a
 * real saved card into a test form.
 */
export function CardForm({ totalCents, processing, onPay }: CardFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [values, setValues] = useState<CardPaymentInput>(emptyCardPayment);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const countryName = useMemo(
    () => new Intl.DisplayNames([localeOf(i18n.language)], { type: "region" }),
    [i18n.language],
  );

  function set<K extends keyof CardPaymentInput>(key: K, value: CardPaymentInput[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  }
  function setBilling(key: BillingField, value: string) {
    setValues((prev) => ({ ...prev, billingAddress: { ...prev.billingAddress, [key]: value } }));
    setErrors(({ [`billingAddress.${key}`]: _removed, ...rest }) => rest);
  }
  const err = (path: string) => (errors[path] ? t(errors[path] as CardErrorKey) : null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    const result = cardPaymentSchema(new Date()).safeParse(values);
    if (!result.success) {
      const found = fieldErrors(result.error);
      setErrors(found);
      const first = result.error.issues[0]?.message as CardErrorKey | undefined;
      if (first) toast.error(t(`${first}Title`), { description: t(first) });
      const firstPath = result.error.issues[0]?.path.join(".");
      document.getElementById(`${id}-${firstPath}`)?.focus();
      return;
    }
    onPay(result.data.cardNumber);
  }

  const field = (path: string) => ({
    id: `${id}-${path}`,
    error: err(path),
    disabled: processing,
    autoComplete: "off",
  });
  // There is one message for the whole billing address: it is shown once, under the group.
  const billingErrorId = `${id}-billing-error`;
  const billingError = Object.entries(errors).find(([path]) => path.startsWith("billingAddress."))?.[1];
  const billingField = (name: BillingField) => {
    const path = `billingAddress.${name}`;
    return {
      id: `${id}-${path}`,
      disabled: processing,
      autoComplete: "off",
      groupErrorId: errors[path] ? billingErrorId : null,
      value: values.billingAddress[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setBilling(name, e.target.value),
    };
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={processing}>
      <div
        role="note"
        className="flex gap-3 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>{t("tickets.card.testModeTitle")}. </strong>
          {t("tickets.card.testMode", { card: DECLINED_TEST_CARD })}
        </p>
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{t("tickets.card.accepted")}</span>
        <ul className="flex flex-wrap gap-1.5">
          {ACCEPTED_CARDS.map((card) => (
            <li key={card} className="rounded border border-border bg-background px-2 py-0.5 text-xs font-semibold">
              {card}
            </li>
          ))}
        </ul>
      </div>
      <TextField
        {...field("cardNumber")}
        label={t("tickets.card.number")}
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        value={values.cardNumber}
        onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          {...field("expiryDate")}
          label={t("tickets.card.expiry")}
          inputMode="numeric"
          placeholder={t("tickets.card.expiryPlaceholder")}
          maxLength={5}
          value={values.expiryDate}
          onChange={(e) => set("expiryDate", formatExpiry(e.target.value, values.expiryDate))}
        />
        <TextField
          {...field("cvv")}
          label={t("tickets.card.cvv")}
          inputMode="numeric"
          maxLength={4}
          value={values.cvv}
          onChange={(e) => set("cvv", e.target.value.replace(/\D/g, "").slice(0, 4))}
        />
      </div>
      <TextField
        {...field("cardholderName")}
        label={t("tickets.card.cardholder")}
        value={values.cardholderName}
        onChange={(e) => set("cardholderName", e.target.value)}
      />
      <fieldset className="grid gap-3" disabled={processing}>
        <legend className="mb-3 text-sm font-semibold">{t("tickets.card.billing")}</legend>
        <TextField {...billingField("street")} label={t("tickets.card.street")} />
        <div className="grid grid-cols-2 gap-3">
          <TextField {...billingField("city")} label={t("tickets.card.city")} />
          <TextField {...billingField("state")} label={t("tickets.card.state")} />
          <TextField {...billingField("zipCode")} label={t("tickets.card.zip")} />
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-country`}>{t("tickets.card.country")}</Label>
            <select
              id={`${id}-country`}
              value={values.billingAddress.country}
              onChange={(e) => setBilling("country", e.target.value)}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground md:text-sm"
            >
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName.of(code) ?? code}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FieldError id={billingErrorId}>{billingError ? t(billingError as CardErrorKey) : null}</FieldError>
      </fieldset>
      <Button type="submit" size="lg" aria-disabled={processing} className="aria-disabled:opacity-70">
        {processing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {processing ? t("tickets.card.processing") : t("tickets.card.pay", { amount: format.money(totalCents) })}
      </Button>
      <p className="sr-only" role="status">
        {processing ? t("tickets.card.processing") : ""}
      </p>
    </form>
  );
}
