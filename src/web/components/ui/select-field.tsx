import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";
import { fieldClass, Label } from "./input";
import { useField } from "./text-field";

/** A labelled native select (keyboard and screen readers behave as everywhere else). */
export function SelectField({
  label,
  error,
  hint,
  id: givenId,
  className,
  children,
  ...props
}: { label: string; error?: string | null; hint?: string } & ComponentProps<"select">) {
  const { id, control, extras } = useField(givenId, { error, hint });
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select className={cn("h-10", fieldClass)} {...control} {...props}>
        {children}
      </select>
      {extras}
    </div>
  );
}
