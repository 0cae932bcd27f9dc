import { type FormEvent, useId, useRef, useState } from "react";
import type { z } from "zod";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { toastError } from "./explain-error";
import { focusFirstInvalid } from "./focus-invalid";

/** The first problem of each field, as a translation key. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

type Schema = z.ZodType<unknown, Record<string, unknown>>;

/**
 * A form's schema, or how to fetch it: a form on a public page fetches its rules (and with them the
 * validation library) once the visitor starts filling it in, not with the page.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

/**
 * Controlled form state validated by the same zod schema the server uses. `validate` checks the
 * values (fetching the schema first if it is not there yet) and either records the field errors or
 * hands the parsed values on.
 */
export function useZodForm<S extends Schema>(source: SchemaSource<S>, initial: z.input<S>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schema = useRef<Promise<S> | null>(null);

  function rules(): Promise<S> {
    if (!schema.current) {
      const loading = typeof source === "function" ? source() : Promise.resolve(source);
      // A failed fetch (offline) is tried again on the next submit.
      loading.catch(() => {
        schema.current = null;
      });
      schema.current = loading;
    }
    return schema.current;
  }

  function set<K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) {
    // The first change fetches the rules, so they are there by the time the form is sent.
    void rules().catch(() => undefined);
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => {
      if (!((key as string) in prev)) return prev;
      const { [key as string]: _removed, ...rest } = prev;
      return rest;
    });
  }

  async function validate(): Promise<z.output<S> | null> {
    const result = (await rules()).safeParse(values);
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
  validate: () => V | null | Promise<V | null>,
  send: (input: V) => Promise<void>,
  onInvalid?: (toastId: string) => void,
) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const toastId = useId();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    let input: V | null;
    try {
      input = await validate();
    } catch (error) {
      toastError(t, error);
      return;
    }
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
