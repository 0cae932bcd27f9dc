import { AlertTriangle, Loader2, ShieldOff } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { seatId } from "#domain/seating/layouts";
import { Button } from "#web/components/ui/button";
import { SelectField } from "#web/components/ui/select-field";
import { TextField } from "#web/components/ui/text-field";
import { explainError } from "#web/lib/explain-error";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useHouseSeatChanges, useHouseSeats } from "../api/sale-codes";

/**
 * House seats: seats of a row held back from sale with a reason, listed with their reasons, each
 * released on its own or all in one action.
 */
export function HouseSeatsPanel({
  event,
  sections,
}: {
  event: ManagedEvent;
  sections: readonly { key: string; rows: readonly { row: number; seats: number }[] }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const sectionName = useSectionName();
  const house = useHouseSeats(event.id);
  const { mark, release } = useHouseSeatChanges(event.id);
  const [section, setSection] = useState(sections[0]?.key ?? "");
  const rows = sections.find((s) => s.key === section)?.rows ?? [];
  const [row, setRow] = useState(String(rows[0]?.row ?? ""));
  const [from, setFrom] = useState("1");
  const [to, setTo] = useState("1");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit(form: FormEvent) {
    form.preventDefault();
    if (!reason.trim()) {
      setError(t("houseSeats.reasonRequired"));
      return;
    }
    setError(null);
    const first = Number(from);
    const last = Number(to);
    const inRow = rows.find((r) => String(r.row) === row);
    if (
      !inRow ||
      !Number.isInteger(first) ||
      !Number.isInteger(last) ||
      first < 1 ||
      last < first ||
      last > inRow.seats
    ) {
      setError(t("validation.outOfRange"));
      return;
    }
    const seatIds = Array.from({ length: last - first + 1 }, (_, i) => seatId(event.id, section, inRow.row, first + i));
    try {
      await mark.mutateAsync({ seatIds, reason: reason.trim() });
      toast.success(t("houseSeats.marked", { count: seatIds.length }));
      setReason("");
    } catch (failure) {
      const { title, description } = explainError(t, failure);
      setError(description);
      toast.error(title, { description });
    }
  }

  async function releaseAll() {
    try {
      await release.mutateAsync(undefined);
      toast.success(t("houseSeats.releasedAll"));
    } catch (failure) {
      const { title, description } = explainError(t, failure);
      toast.error(title, { description });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <ShieldOff className="size-5" aria-hidden="true" />
        {t("houseSeats.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("houseSeats.lead")}</p>
      {house.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t("houseSeats.loading")}
        </p>
      ) : house.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
          <span>{t("houseSeats.error")}</span>
          <Button variant="outline" size="sm" onClick={() => house.refetch()}>
            {t("houseSeats.retry")}
          </Button>
        </div>
      ) : house.data.seats.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("houseSeats.empty")}</p>
      ) : (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium">{t("houseSeats.count", { count: house.data.seats.length })}</p>
            <Button variant="outline" size="sm" onClick={releaseAll} disabled={release.isPending}>
              {release.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {t("houseSeats.releaseAll")}
            </Button>
          </div>
          <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border border-border p-2 text-sm">
            {house.data.seats.map((s) => {
              const parts = { section: sectionName(s.section), row: s.row, seat: s.seat };
              return (
                <li key={s.seatId} className="flex flex-wrap items-center gap-2">
                  <span className="flex-1">
                    {t("houseSeats.seat", parts)} <span className="text-muted-foreground">· {s.reason}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={release.isPending}
                    onClick={() => release.mutate([s.seatId])}
                    aria-label={t("houseSeats.releaseLabel", parts)}
                  >
                    {t("houseSeats.release")}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2"
      >
        <SelectField
          label={t("houseSeats.section")}
          value={section}
          onChange={(e) => {
            setSection(e.target.value);
            setRow(String(sections.find((s) => s.key === e.target.value)?.rows[0]?.row ?? ""));
          }}
        >
          {sections.map((s) => (
            <option key={s.key} value={s.key}>
              {sectionName(s.key)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("houseSeats.row")} value={row} onChange={(e) => setRow(e.target.value)}>
          {rows.map((r) => (
            <option key={r.row} value={r.row}>
              {r.row}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("houseSeats.from")}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          inputMode="numeric"
        />
        <TextField label={t("houseSeats.to")} value={to} onChange={(e) => setTo(e.target.value)} inputMode="numeric" />
        <TextField
          className="sm:col-span-2"
          label={t("houseSeats.reason")}
          placeholder={t("houseSeats.reasonPlaceholder")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
          maxLength={200}
        />
        <div>
          <Button type="submit" disabled={mark.isPending}>
            {mark.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {mark.isPending ? t("houseSeats.marking") : t("houseSeats.mark")}
          </Button>
        </div>
      </form>
    </section>
  );
}
