/**
 * The join form's price ceiling: dollars as typed (empty for any price) to whole cents. Commas
 * and a leading dollar sign are accepted; anything else that is not a positive amount is refused.
 */
export function parseMaxPrice(text: string): { ok: true; cents: number | null } | { ok: false } {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (cleaned === "") return { ok: true, cents: null };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false };
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? { ok: true, cents } : { ok: false };
}

/** Sold out: the states hold no available seat (`.`). Unknown (null) is not sold out. */
export function isSoldOut(rows: readonly string[] | null): boolean {
  return rows !== null && rows.length > 0 && rows.every((row) => !row.includes("."));
}
