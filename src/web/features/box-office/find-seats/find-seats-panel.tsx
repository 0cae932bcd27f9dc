import { Loader2, Search, Sparkles } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import type { SeatAllowance } from "#domain/schemas/seat-limits";
import { GROUP_SEATS, MAX_SPACES_PER_REQUEST } from "#domain/seating/accessible";
import { Button } from "#web/components/ui/button";
import { SelectField } from "#web/components/ui/select-field";
import { toastError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { useHydrated } from "#web/lib/use-hydrated";
import { SeatAccessLabel } from "../components/seat-access-label";
import type { ChartModel, SeatRef } from "../lib/chart-model";
import { useBestAvailable } from "./best-available";
import { isProposal, maxSeatsToFind, priceChoices, proposalSeats, proposalSummary } from "./proposal";

interface FindSeatsPanelProps {
  eventId: string;
  model: ChartModel;
  /** The buyer's seats on the event against its per-account limit, when known. */
  allowance: SeatAllowance | null | undefined;
  /** The buyer declared they need wheelchair-accessible seating: they may ask for wheelchair spaces. */
  declared?: boolean;
  /** The seats selected on the chart now (the cart). */
  selectedIds: readonly string[];
  /** Makes these seats the chart's selection (none: clears it). */
  onSelect(seats: SeatRef[]): void;
  /** Holds the selection: the usual checkout. */
  onHold(): void;
}

/** What the panel last told the buyer, kept in its polite live region. */
type Outcome = { kind: "found"; seatIds: string[] } | { kind: "none"; count: number } | { kind: "cleared" } | null;

const DEFAULT_COUNT = 2;

/**
 * "Find seats": a count (within the buyer's allowance), a price ceiling and a section; the server
 * proposes the best block of seats together, which becomes the chart's selection. The buyer then
 * holds it as any selection, or clears it and picks by hand. Results are announced politely.
 */
export function FindSeatsPanel({
  eventId,
  model,
  allowance,
  declared = false,
  selectedIds,
  onSelect,
  onHold,
}: FindSeatsPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const titleId = useId();
  const hydrated = useHydrated();
  const findButton = useRef<HTMLButtonElement>(null);
  const find = useBestAvailable(eventId);

  const max = maxSeatsToFind(allowance);
  const [count, setCount] = useState(DEFAULT_COUNT);
  const [section, setSection] = useState("");
  const [ceiling, setCeiling] = useState("");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [spacesWanted, setSpacesWanted] = useState(0);
  // Wheelchair spaces (with the declaration only): each brings up to three companion seats, so the
  // count runs from the spaces alone to every space with its three companions.
  const spaces = declared ? Math.min(spacesWanted, MAX_SPACES_PER_REQUEST, max) : 0;
  const minCount = Math.max(1, spaces);
  const maxCount = spaces > 0 ? Math.min(max, spaces * GROUP_SEATS) : max;
  const chosenCount = Math.max(minCount, Math.min(count, maxCount));

  const prices = useMemo(() => priceChoices(model, section || null), [model, section]);
  const proposal = outcome?.kind === "found" ? outcome.seatIds : [];
  const active = isProposal(selectedIds, proposal);
  const summary = useMemo(() => {
    const seats = active ? proposalSeats(model, proposal) : null;
    return seats ? proposalSummary(seats) : null;
  }, [active, model, proposal]);

  // Once the buyer changes the selection by hand (or checks it out), the proposal is no longer it.
  useEffect(() => {
    if (outcome?.kind === "found" && !active) setOutcome(null);
  }, [outcome, active]);

  function onSectionChange(key: string) {
    setSection(key);
    // A ceiling the new section has no price at would find nothing: back to any price.
    if (ceiling && !priceChoices(model, key || null).includes(Number(ceiling))) setCeiling("");
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (max === 0 || find.isPending) return;
    const wanted = chosenCount;
    find.mutate(
      {
        count: wanted,
        ...(spaces > 0 ? { accessible: spaces } : {}),
        ...(ceiling ? { maxPriceCents: Number(ceiling) } : {}),
        ...(section ? { section } : {}),
      },
      {
        onSuccess: ({ seatIds }) => {
          const seats = seatIds.length > 0 ? proposalSeats(model, seatIds) : null;
          if (!seats) {
            setOutcome({ kind: "none", count: wanted });
            return;
          }
          onSelect(seats);
          setOutcome({ kind: "found", seatIds });
        },
        onError: (error) => toastError(t, error),
      },
    );
  }

  function pickByHand() {
    onSelect([]);
    setOutcome({ kind: "cleared" });
    findButton.current?.focus();
  }

  let message: ReactNode = null;
  if (summary) {
    message = (
      <>
        <span className="block text-sm font-medium text-muted-foreground">
          {t("findSeats.proposedTitle", { count: summary.count })}
        </span>
        <span className="mt-1 block text-lg font-semibold">
          {t("findSeats.summary", {
            count: summary.count,
            row: summary.row,
            first: summary.first,
            last: summary.last,
            section: sectionName(summary.sectionKey),
            total: format.money(summary.totalCents),
          })}
        </span>
        {summary.marked.length > 0 && (
          <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {summary.marked.map((mark) => (
              <span key={mark.seat} className="inline-flex items-center gap-1 text-sm">
                {t("findSeats.markedSeat", { seat: mark.seat })}
                <SeatAccessLabel access={mark.access} className="text-sm" />
              </span>
            ))}
          </span>
        )}
        <span className="mt-1 block text-sm text-muted-foreground">
          {t("findSeats.proposedHint", { count: summary.count })}
        </span>
      </>
    );
  } else if (outcome?.kind === "none") {
    message = t("findSeats.noneFound", { count: outcome.count });
  } else if (outcome?.kind === "cleared") {
    message = t("findSeats.cleared");
  }

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <Sparkles className="size-5" aria-hidden="true" />
        {t("findSeats.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("findSeats.lead")}</p>
      {max === 0 && allowance ? (
        <p className="mt-4 text-sm">{t("findSeats.limitReached", { limit: allowance.limit })}</p>
      ) : (
        <form
          className={`mt-4 grid gap-4 sm:grid-cols-2 lg:items-end ${declared ? "lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]" : "lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"}`}
          onSubmit={onSubmit}
        >
          {/* Disabled in the server's HTML until the app runs, like every form the server renders. */}
          <fieldset disabled={!hydrated} className="contents">
            <SelectField
              label={t("findSeats.count")}
              value={chosenCount}
              onChange={(e) => setCount(Number(e.target.value))}
              hint={max < maxSeatsToFind(null) ? t("findSeats.countLimited", { count: max }) : undefined}
            >
              {Array.from({ length: maxCount - minCount + 1 }, (_, i) => minCount + i).map((n) => (
                <option key={n} value={n}>
                  {t("findSeats.countOption", { count: n })}
                </option>
              ))}
            </SelectField>
            {declared && (
              <SelectField
                label={t("findSeats.spaces")}
                value={spaces}
                onChange={(e) => setSpacesWanted(Number(e.target.value))}
              >
                {Array.from({ length: Math.min(MAX_SPACES_PER_REQUEST, max) + 1 }, (_, i) => i).map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? t("findSeats.noSpaces") : t("findSeats.spacesOption", { count: n })}
                  </option>
                ))}
              </SelectField>
            )}
            <SelectField
              label={t("findSeats.section")}
              value={section}
              onChange={(e) => onSectionChange(e.target.value)}
            >
              <option value="">{t("findSeats.anySection")}</option>
              {model.sections.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.minPriceCents === s.maxPriceCents
                    ? t("findSeats.sectionOption", {
                        section: sectionName(s.key),
                        price: format.money(s.minPriceCents),
                      })
                    : t("findSeats.sectionOptionRange", {
                        section: sectionName(s.key),
                        min: format.money(s.minPriceCents),
                        max: format.money(s.maxPriceCents),
                      })}
                </option>
              ))}
            </SelectField>
            <SelectField label={t("findSeats.price")} value={ceiling} onChange={(e) => setCeiling(e.target.value)}>
              <option value="">{t("findSeats.anyPrice")}</option>
              {prices.map((cents) => (
                <option key={cents} value={String(cents)}>
                  {t("findSeats.priceOption", { price: format.money(cents) })}
                </option>
              ))}
            </SelectField>
            <Button
              ref={findButton}
              type="submit"
              className="w-full sm:col-span-2 lg:col-span-1 lg:w-auto"
              aria-disabled={find.isPending}
            >
              {find.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
              {find.isPending ? t("findSeats.finding") : t("findSeats.find")}
            </Button>
          </fieldset>
        </form>
      )}
      {spaces > 0 && <p className="mt-2 text-sm text-muted-foreground">{t("findSeats.spacesHint")}</p>}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={
          message
            ? summary
              ? "mt-4 rounded-md border border-primary/50 bg-muted p-4"
              : "mt-4 rounded-md bg-muted p-3 text-sm"
            : undefined
        }
      >
        {message}
      </div>
      {summary && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button size="lg" className="sm:flex-1" onClick={onHold}>
            {t("findSeats.hold")}
          </Button>
          <Button size="lg" variant="outline" className="sm:flex-1" onClick={pickByHand}>
            {t("findSeats.pickByHand")}
          </Button>
        </div>
      )}
    </section>
  );
}
