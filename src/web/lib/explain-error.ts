import type { ErrorReason } from "#domain/errors";
import { toast } from "#web/lib/toast";
import type { TFunction } from "#web/lib/translation";
import { ApiError } from "./api";

export interface ErrorExplanation {
  title: string;
  description: string;
}

function reasonOf(error: ApiError): ErrorReason | null {
  return error.params && "reason" in error.params ? error.params.reason : null;
}

/**
 * A failed call in the visitor's language. The title names the kind of failure (the error code);
 * the description says why: the reason the server gave, else the first form field it refused,
 * else the code's own sentence. Anything that is not an API error is explained as `internal`.
 */
export function explainError(t: TFunction, error: unknown): ErrorExplanation {
  if (!(error instanceof ApiError)) {
    return { title: t("errors.internal.title"), description: t("errors.internal.description") };
  }
  const title = t(`errors.${error.code}.title`);
  const reason = reasonOf(error);
  if (reason !== null) return { title, description: t(`errors.reasons.${reason}`, { ...error.params }) };
  // Field messages are catalog keys, shared with the form schemas.
  const field = error.code === "validation_failed" ? Object.values(error.fields)[0] : undefined;
  if (field) return { title, description: t(field as never) };
  return { title, description: t(`errors.${error.code}.description`) };
}

/** The translated toast for a failed call. */
export function toastError(t: TFunction, error: unknown) {
  const { title, description } = explainError(t, error);
  toast.error(title, { description });
}
