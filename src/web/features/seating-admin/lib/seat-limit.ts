import { seatLimitSchema } from "#domain/schemas/seat-limits";

/**
 * The limit typed in the Seats per account field: empty means the default (null), otherwise a
 * whole number in the allowed range, by the same schema the server checks.
 */
export function parseSeatLimit(text: string): { ok: true; limit: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, limit: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const result = seatLimitSchema.safeParse({ limit: Number(trimmed) });
  return result.success ? { ok: true, limit: result.data.limit } : { ok: false };
}
