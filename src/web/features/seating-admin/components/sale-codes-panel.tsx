import { AlertTriangle, Loader2, TicketPercent } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { type SaleCodeInput, type SaleCodeView, saleCodeSchema } from "#domain/schemas/sale-codes";
import { Button } from "#web/components/ui/button";
import { SelectField } from "#web/components/ui/select-field";
import { TextField } from "#web/components/ui/text-field";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { fromVenueInput } from "#web/lib/venue-clock-input";
import { useSaleCodeChanges, useSaleCodes } from "../api/sale-codes";

type Discount = "none" | "percent" | "amount";

/** A number typed in a field, or null when empty; NaN stays NaN so the schema refuses it. */
function numberOf(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/**
 * A date typed as the venue's wall clock, as an instant; null when empty. A malformed one stays as
 * typed so the schema refuses it with its own message.
 */
function instantOf(text: string): string | null {
  return text.trim() === "" ? null : (fromVenueInput(text) ?? text);
}

/**
 * An event's presale and promo codes: the list with each code's uses, a form for a new one and
 * switching one off. The server decides every use; this only manages the codes.
 */
export function SaleCodesPanel({ event, sections }: { event: ManagedEvent; sections: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const codes = useSaleCodes(event.id);
  const { create, disable } = useSaleCodeChanges(event.id);
  const sectionName = useSectionName();
  const format = useFormatters();
  const zone = format.zoneName(new Date());
  const [code, setCode] = useState("");
  const [kind, setKind] = useState<"presale" | "promo">("promo");
  const [discount, setDiscount] = useState<Discount>("percent");
  const [value, setValue] = useState("");
  const [section, setSection] = useState("");
  const [maxUses, setMaxUses] = useState("");
  const [maxPerAccount, setMaxPerAccount] = useState("");
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(form: FormEvent) {
    form.preventDefault();
    const amount = numberOf(value);
    const body: SaleCodeInput = {
      code,
      kind,
      percentOff: discount === "percent" ? amount : null,
      amountOffCents: discount === "amount" && amount !== null ? Math.round(amount * 100) : null,
      sections: section ? [section] : null,
      maxUses: numberOf(maxUses),
      maxPerAccount: numberOf(maxPerAccount),
      startsAt: instantOf(startsAt),
      endsAt: instantOf(endsAt),
    };
    const parsed = saleCodeSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
      toast.success(t("saleCodes.created", { code: code.trim().toUpperCase() }));
      setCode("");
      setValue("");
      setStartsAt("");
      setEndsAt("");
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      const { title, description } = explainError(t, error);
      toast.error(title, { description });
    }
  }

  const fieldError = (name: string) => (errors[name] ? t(errors[name] as "saleCodes.codeInvalid") : null);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <TicketPercent className="size-5" aria-hidden="true" />
        {t("saleCodes.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("saleCodes.lead")}</p>
      {codes.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t("saleCodes.loading")}
        </p>
      ) : codes.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
          <span>{t("saleCodes.error")}</span>
          <Button variant="outline" size="sm" onClick={() => codes.refetch()}>
            {t("saleCodes.retry")}
          </Button>
        </div>
      ) : codes.data.codes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("saleCodes.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {codes.data.codes.map((c) => (
            <CodeRow key={c.id} code={c} busy={disable.isPending} onDisable={() => disable.mutate(c.id)} />
          ))}
        </ul>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2"
      >
        <TextField
          label={t("saleCodes.code")}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldError("code")}
          autoComplete="off"
          maxLength={32}
        />
        <SelectField
          label={t("saleCodes.kind")}
          value={kind}
          onChange={(e) => setKind(e.target.value as "presale" | "promo")}
        >
          <option value="promo">{t("saleCodes.kinds.promo")}</option>
          <option value="presale">{t("saleCodes.kinds.presale")}</option>
        </SelectField>
        <SelectField
          label={t("saleCodes.discountType")}
          value={discount}
          onChange={(e) => setDiscount(e.target.value as Discount)}
        >
          <option value="percent">{t("saleCodes.discountTypes.percent")}</option>
          <option value="amount">{t("saleCodes.discountTypes.amount")}</option>
          <option value="none">{t("saleCodes.discountTypes.none")}</option>
        </SelectField>
        {discount !== "none" && (
          <TextField
            label={discount === "percent" ? t("saleCodes.percentOff") : t("saleCodes.amountOff")}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={fieldError(discount === "percent" ? "percentOff" : "amountOffCents")}
            inputMode="decimal"
          />
        )}
        {discount === "none" && fieldError("percentOff") && (
          <p className="text-sm text-destructive sm:col-span-2">{fieldError("percentOff")}</p>
        )}
        <SelectField label={t("saleCodes.sections")} value={section} onChange={(e) => setSection(e.target.value)}>
          <option value="">{t("saleCodes.allSections")}</option>
          {sections.map((key) => (
            <option key={key} value={key}>
              {sectionName(key)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("saleCodes.maxUses")}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
          error={fieldError("maxUses")}
          inputMode="numeric"
        />
        <TextField
          label={t("saleCodes.maxPerAccount")}
          value={maxPerAccount}
          onChange={(e) => setMaxPerAccount(e.target.value)}
          error={fieldError("maxPerAccount")}
          inputMode="numeric"
        />
        <TextField
          label={t("saleCodes.startsAt")}
          hint={t("saleCodes.venueTime", { zone })}
          type="datetime-local"
          step={60}
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          error={fieldError("startsAt")}
        />
        <TextField
          label={t("saleCodes.endsAt")}
          hint={t("saleCodes.venueTime", { zone })}
          type="datetime-local"
          step={60}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={fieldError("endsAt")}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {create.isPending ? t("saleCodes.creating") : t("saleCodes.create")}
          </Button>
        </div>
      </form>
    </section>
  );
}

function CodeRow({ code, busy, onDisable }: { code: SaleCodeView; busy: boolean; onDisable(): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const off =
    code.discount?.kind === "percent"
      ? t("saleCodes.off", { value: format.percent(code.discount.ppm / 1_000_000) })
      : code.discount?.kind === "amount"
        ? t("saleCodes.off", { value: format.money(code.discount.cents) })
        : t("saleCodes.noDiscount");
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-border p-3 text-sm">
      <span className="font-mono font-semibold">{code.code}</span>
      <span>{t(`saleCodes.kinds.${code.kind}`)}</span>
      <span className="text-muted-foreground">{off}</span>
      <span className="text-muted-foreground">
        {code.sections ? code.sections.map((s) => sectionName(s)).join(", ") : t("saleCodes.allSections")}
      </span>
      {(code.startsAt || code.endsAt) && (
        <span className="text-muted-foreground">
          {code.startsAt && code.endsAt
            ? t("saleCodes.between", { from: format.dateTime(code.startsAt), to: format.dateTime(code.endsAt) })
            : code.startsAt
              ? t("saleCodes.from", { from: format.dateTime(code.startsAt) })
              : t("saleCodes.until", { to: format.dateTime(code.endsAt ?? "") })}
        </span>
      )}
      <span className="tabular-nums">
        {code.maxUses !== null
          ? t("saleCodes.usesOf", { count: code.uses, max: code.maxUses })
          : t("saleCodes.uses", { count: code.uses })}
      </span>
      <span className="ml-auto">
        {code.disabled ? (
          <span className="text-muted-foreground">{t("saleCodes.disabled")}</span>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onDisable}
            aria-label={t("saleCodes.disableLabel", { code: code.code })}
          >
            {t("saleCodes.disable")}
          </Button>
        )}
      </span>
    </li>
  );
}
