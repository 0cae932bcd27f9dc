import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "#web/lib/cn";

/**
 * A checkout step's heading. It takes the focus when the step appears, so keyboard and screen
 * reader users land on the new step instead of on a button that has disappeared.
 */
export function StepHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} tabIndex={-1} className={cn("text-lg font-semibold outline-none", className)}>
      {children}
    </h3>
  );
}
