import { useEffect, useId, useRef } from "react";
import { cn } from "#web/lib/cn";
import { clock } from "../lib/queue-view";

/**
 * A labelled clock counting down to `target`. The ticking is never spoken (a timer is not a live
 * region); the page says the time itself in words. `onZero` runs once when the target is reached.
 */
export function Countdown({
  label,
  target,
  now,
  onZero,
  className,
}: {
  label: string;
  target: string;
  now: number;
  onZero?: () => void;
  className?: string;
}) {
  const id = useId();
  const remaining = Date.parse(target) - now;
  const fired = useRef(false);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    if (remaining > 0 || fired.current) return;
    fired.current = true;
    onZeroRef.current?.();
  }, [remaining]);

  return (
    <div className={cn("flex flex-col items-center gap-1", className)}>
      <span id={id} className="text-sm font-medium text-muted-foreground">
        {label}
      </span>
      <span role="timer" aria-labelledby={id} className="text-4xl font-bold tabular-nums tracking-tight sm:text-5xl">
        {clock(Number.isNaN(remaining) ? 0 : remaining)}
      </span>
    </div>
  );
}
