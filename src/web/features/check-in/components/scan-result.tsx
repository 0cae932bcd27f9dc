import { CheckCircle2, CircleAlert, History, ScanLine, XCircle } from "lucide-react";
import type { ScanResult, ScanTicket } from "#domain/schemas/check-in";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import type { ShownScan } from "../use-door";

const LOOKS = {
  admitted: { Icon: CheckCircle2, className: "border-emerald-800 bg-emerald-700 text-white" },
  already_admitted: { Icon: History, className: "border-amber-500 bg-amber-300 text-amber-950" },
  invalid: { Icon: XCircle, className: "border-red-900 bg-red-700 text-white" },
} as const;

function useSeatLine() {
  const { t } = useTranslation();
  const sectionName = useSectionName();
  return (ticket: ScanTicket) =>
    t("door.result.seat", { section: sectionName(ticket.section), row: ticket.row, seat: ticket.seat });
}

/** The words of a result, in the order they are shown and announced. */
function useResultLines() {
  const { t } = useTranslation();
  const seatLine = useSeatLine();
  const format = useFormatters();
  return (result: ScanResult): { title: string; lines: string[] } => {
    const ticket = result.ticket;
    // A wheelchair space or its companion seat is named as such, so the door can direct its holder.
    const seat = ticket ? [seatLine(ticket), ...(ticket.access ? [t(`door.result.access.${ticket.access}`)] : [])] : [];
    const holder = ticket?.holderName ? [t("door.result.holder", { name: ticket.holderName })] : [];
    if (result.outcome === "admitted") return { title: t("door.result.admitted"), lines: [...seat, ...holder] };
    if (result.outcome === "already_admitted") {
      const when = t("door.result.firstAdmitted", { time: format.time(result.admittedAt), gate: result.admittedGate });
      return { title: t("door.result.alreadyAdmitted"), lines: [when, ...seat, ...holder] };
    }
    return { title: t("door.result.invalid"), lines: [t(`door.result.reasons.${result.reason}`), ...seat] };
  };
}

/**
 * The last scan, large: colour, icon and words together (never colour alone), and announced at
 * once to screen readers through an assertive live region. The device's verdict is replaced by the
 * server's when it answers; the announcement repeats only if the words changed.
 */
export function ScanResultPanel({ shown }: { shown: ShownScan | null }) {
  const { t } = useTranslation();
  const linesOf = useResultLines();
  const result = shown?.result ?? null;
  const words = result ? linesOf(result) : null;
  const announcement = words ? [words.title, ...words.lines].join(". ") : "";
  const look = result ? LOOKS[result.outcome] : null;

  return (
    <>
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {shown && announcement && <p key={`${shown.nonce}:${announcement}`}>{announcement}</p>}
      </div>
      {!shown ? (
        <div className="flex min-h-36 items-center gap-4 rounded-xl border-2 border-dashed border-border p-5 text-muted-foreground">
          <ScanLine className="size-10 shrink-0" aria-hidden="true" />
          <p className="text-lg">{t("door.scan.ready")}</p>
        </div>
      ) : !result || !words || !look ? (
        <div className="flex min-h-36 items-center gap-4 rounded-xl border-2 border-border bg-muted p-5">
          <CircleAlert className="size-10 shrink-0" aria-hidden="true" />
          <p className="text-lg">{t("door.sync.noList")}</p>
        </div>
      ) : (
        <div
          data-outcome={result.outcome}
          data-source={shown.source}
          className={cn("grid min-h-36 gap-2 rounded-xl border-2 p-5 shadow-sm", look.className)}
        >
          <div className="flex items-center gap-3">
            <look.Icon className="size-12 shrink-0 sm:size-14" strokeWidth={2.5} aria-hidden="true" />
            <p className="text-4xl font-extrabold tracking-tight sm:text-5xl">{words.title}</p>
          </div>
          {words.lines.map((line) => (
            <p key={line} className="text-xl font-semibold sm:text-2xl">
              {line}
            </p>
          ))}
          <p className="text-sm opacity-90">
            {shown.source === "server" ? t("door.scan.confirmed") : t("door.scan.checkedOnDevice")}
          </p>
        </div>
      )}
      {shown?.notKept && (
        <p role="alert" className="text-sm text-destructive">
          {t("door.scan.storageFull")}
        </p>
      )}
    </>
  );
}
