import { hasReason } from "#domain/errors";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import type { TFunction } from "#web/lib/translation";

/**
 * Why a seating change failed, in words. The refusal that matters most (seats are held or sold)
 * says how many, so the admin knows it is the buyers' tickets that block it, not a fault.
 */
export function seatingFailure(t: TFunction, error: unknown): { message: string; refused: boolean } {
  const refused = error instanceof ApiError && hasReason(error.params, "seats_sold");
  return { message: explainError(t, error).description, refused };
}
