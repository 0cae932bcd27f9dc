import type { TFunction } from "i18next";
import { ApiError } from "#web/lib/api";

/**
 * Why a seating change failed, in words. The refusal that matters most (seats are held or sold)
 * says how many, so the admin knows it is the buyers' tickets that block it, not a fault.
 */
export function seatingFailure(t: TFunction, error: unknown): { message: string; refused: boolean } {
  if (error instanceof ApiError && error.code === "conflict" && error.params.reason === "seats_sold") {
    const count = typeof error.params.count === "number" ? error.params.count : 1;
    return { message: t("manage.seating.claimed", { count }), refused: true };
  }
  const code = error instanceof ApiError ? error.code : "internal";
  return { message: t(`errors.${code}.description`), refused: false };
}
