import { seatLimitSchema } from "#domain/schemas/seat-limits";

type ParsedLimit = { ok: true; limit: number | null } | { ok: false };

/**
 * A number typed in one of the Seating tab's per-account fields: empty means the default (null),
 * otherwise a whole number in that field's range, by the same schema the server checks.
 */
function parseLimit(text: string, field: "limit" | "accessibleLimit"): ParsedLimit {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, limit: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  const result = seatLimitSchema.safeParse(
    field === "limit" ? { limit: value } : { limit: null, accessibleLimit: value },
  );
  if (!result.success) return { ok: false };
  return { ok: true, limit: field === "limit" ? result.data.limit : (result.data.accessibleLimit ?? null) };
}

/** The Seats per account field. */
export const parseSeatLimit = (text: string): ParsedLimit => parseLimit(text, "limit");

/** The Wheelchair spaces per account field. */
export const parseAccessibleLimit = (text: string): ParsedLimit => parseLimit(text, "accessibleLimit");
