import { type ComponentProps, useId } from "react";
import { cn } from "#web/lib/cn";
import { FieldError, Input, Label, Textarea } from "./input";

interface FieldProps {
  label: string;
  /** The translated problem with the value, if any: marks the control invalid and describes it. */
  error?: string | null;
  hint?: string;
  /** Invalid, with the message shown once for a group of fields elsewhere: that message's id. */
  groupErrorId?: string | null;
}

/** Ids and ARIA wiring shared by both kinds of field. A given id wins (callers focus by it). */
export function useField(given: string | undefined, { error, hint, groupErrorId }: Omit<FieldProps, "label">) {
  const generated = useId();
  const id = given ?? generated;
  const describedBy =
    [error ? `${id}-error` : (groupErrorId ?? ""), hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const control = { id, "aria-invalid": Boolean(error || groupErrorId), "aria-describedby": describedBy };
  const extras = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
  return { id, control, extras };
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  groupErrorId,
  id: givenId,
  className,
  ...props
}: FieldProps & ComponentProps<"input">) {
  const { id, control, extras } = useField(givenId, { error, hint, groupErrorId });
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input {...control} {...props} />
      {extras}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  groupErrorId,
  id: givenId,
  className,
  ...props
}: FieldProps & ComponentProps<"textarea">) {
  const { id, control, extras } = useField(givenId, { error, hint, groupErrorId });
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea {...control} {...props} />
      {extras}
    </div>
  );
}
