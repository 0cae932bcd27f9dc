import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "#web/lib/cn";

/** A titled card section: the heading names the region for screen-reader navigation. */
export function InfoCard({
  title,
  icon: Icon,
  children,
  className,
  headingLevel = 2,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={cn("rounded-lg border border-border bg-card p-4 sm:p-6", className)}>
      <Heading id={id} className="flex items-center gap-2 text-lg font-semibold">
        {Icon && <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />}
        {title}
      </Heading>
      <div className="mt-3">{children}</div>
    </section>
  );
}
