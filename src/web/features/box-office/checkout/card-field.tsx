import type { ComponentProps } from "react";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

interface CardFieldProps extends Omit<ComponentProps<"input">, "id"> {
  id: string;
  label: string;
  /** The translated error, if the field is invalid. */
  error?: string | null;
  /** Invalid, with the message shown elsewhere (one message for a group of fields): its id. */
  groupErrorId?: string | null;
}

/** A labelled input whose error is announced and tied to it through aria-describedby. */
export function CardField({ id, label, error, groupErrorId, className, ...props }: CardFieldProps) {
  const describedBy = error ? `${id}-error` : (groupErrorId ?? undefined);
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={Boolean(describedBy)} aria-describedby={describedBy} {...props} />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
