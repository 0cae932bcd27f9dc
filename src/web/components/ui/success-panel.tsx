import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * What a form turns into once it is sent. Its heading takes the focus, so keyboard and
 * screen-reader users land on the confirmation instead of on a button that vanished.
 */
export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-border bg-card px-4 py-10 text-center sm:px-8">
      <CheckCircle2 className="size-12 text-green-700 dark:text-green-400" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}
