import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { useTranslation } from "#web/lib/translation";
import { toastError } from "./explain-error";
import { focusFirstInvalid } from "./focus-invalid";

/** The first problem of each field, as a translation key. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/**
 * Controlled form state validated by the same zod schema the server uses. `submit` validates and
 * either records the field errors or hands the parsed values on.
 */
export function useZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function set<K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => {
      if (!((key as string) in prev)) return prev;
      const { [key as string]: _removed, ...rest } = prev;
      return rest;
    });
  }

  function validate(): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return null;
  }

  /** The field's problem in the visitor's language (schema messages are catalog keys). */
  const message = (field: string): string | null => (errors[field] ? t(errors[field] as never) : null);

  return { values, set, errors, message, validate, reset: () => setValues(initial) };
}

/**
 * A form's submit: validate, else put the keyboard on the first field in error (after `onInvalid`,
 * e.g. a summary toast, shown with the `toastId` it is given); then `send` the parsed values, and
 * show a failure as a toast. A summary toast of an earlier try goes once the values are valid:
 * it no longer describes the form.
 */
export function useFormSubmit<V>(
  validate: () => V | null,
  send: (input: V) => Promise<void>,
  onInvalid?: (toastId: string) => void,
) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const toastId = useId();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = validate();
    if (!input) {
      onInvalid?.(toastId);
      focusFirstInvalid(formRef.current);
      return;
    }
    toast.dismiss(toastId);
    try {
      await send(input);
    } catch (error) {
      toastError(t, error);
    }
  }
  return { formRef, onSubmit };
}
