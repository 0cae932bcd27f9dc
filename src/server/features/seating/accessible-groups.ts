import type { AccessibleGroupWire } from "#domain/schemas/tickets";
import type { AccessMark } from "#domain/seating/accessible";
import { ACCESS_CODES, accessGroupsOf } from "#domain/seating/best-available";

/** A marked seat of one row. */
export interface RowMark {
  seat: number;
  access: AccessMark;
}

/**
 * A row's accessible groups from its stored marks (`accessGroupsOf`): a companion seat belongs to
 * the wheelchair space it is contiguous with, the nearest one when the run holds two; a companion
 * seat whose run has no space belongs to no group.
 */
export function groupsOfRow(marks: readonly RowMark[]): AccessibleGroupWire[] {
  const last = marks.reduce((max, m) => Math.max(max, m.seat), 0);
  const codes = Array.from({ length: last }, (): string => ACCESS_CODES.none);
  for (const m of marks) codes[m.seat - 1] = ACCESS_CODES[m.access];
  return accessGroupsOf(codes.join(""));
}

/** Marks of many rows, keyed `section:row`, as groups per row. */
export function groupsByRow(
  marks: readonly { section: string; row_number: number; seat_number: number; access: AccessMark | null }[],
): Map<string, AccessibleGroupWire[]> {
  const rows = new Map<string, RowMark[]>();
  for (const m of marks) {
    if (!m.access) continue;
    const key = `${m.section}:${m.row_number}`;
    let list = rows.get(key);
    if (!list) {
      list = [];
      rows.set(key, list);
    }
    list.push({ seat: m.seat_number, access: m.access });
  }
  return new Map([...rows].map(([key, list]) => [key, groupsOfRow(list)]));
}
