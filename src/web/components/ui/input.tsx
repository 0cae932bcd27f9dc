import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

export const fieldClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn("h-10", fieldClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn("min-h-24", fieldClass, className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}

/** A field's error, announced and tied to its input through aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: string | null }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-destructive" role="alert">
      {children}
    </p>
  );
}
