import { Clock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#web/lib/translation";
import { formatCountdown, minutesLeft, secondsLeft } from "../lib/countdown";

/**
 * The hold's visible mm:ss countdown. Screen readers hear the minutes left through a polite live
 * region that changes at most once a minute, never the ticking seconds.
 */
export function HoldCountdown({ deadline, onExpire, label }: { deadline: number; onExpire(): void; label?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const seconds = secondsLeft(deadline, now);
  useEffect(() => {
    if (seconds > 0 || expired.current) return;
    expired.current = true;
    onExpireRef.current();
  }, [seconds]);

  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-border bg-muted px-3 py-2">
      <span className="flex items-center gap-2 text-sm">
        <Clock className="size-4" aria-hidden="true" />
        {label ?? t("tickets.hold.label")}
      </span>
      <span role="timer" className="font-mono text-lg font-semibold tabular-nums" aria-live="off">
        {formatCountdown(seconds)}
      </span>
      <span className="sr-only" aria-live="polite">
        {t("tickets.hold.minutesLeft", { count: minutesLeft(seconds) })}
      </span>
    </div>
  );
}
