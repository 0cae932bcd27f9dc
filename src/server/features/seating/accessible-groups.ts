import type { AccessibleGroupWire } from "#domain/schemas/tickets";
import type { AccessMark } from "#domain/seating/accessible";

/** A marked seat of one row. */
export interface RowMark {
  seat: number;
  access: AccessMark;
}

/**
 * A row's accessible groups from its stored marks: a companion seat belongs to the wheelchair
 * space it is contiguous with (a run of marked seats without a gap), the nearest one when the run
 * holds two spaces (lower seat number on a tie). Companions are listed nearest the space first; a
 * companion seat whose run has no space belongs to no group.
 */
export function groupsOfRow(marks: readonly RowMark[]): AccessibleGroupWire[] {
  const sorted = [...marks].sort((a, b) => a.seat - b.seat);
  const groups: AccessibleGroupWire[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && (sorted[end] as RowMark).seat === (sorted[end - 1] as RowMark).seat + 1) end++;
    const run = sorted.slice(start, end);
    const spaces = run.filter((m) => m.access === "wheelchair").map((m) => m.seat);
    const byspace = new Map<number, number[]>(spaces.map((space) => [space, []]));
    for (const mark of run) {
      if (mark.access !== "companion" || spaces.length === 0) continue;
      let nearest = spaces[0] as number;
      for (const space of spaces) {
        if (Math.abs(space - mark.seat) < Math.abs(nearest - mark.seat)) nearest = space;
      }
      byspace.get(nearest)?.push(mark.seat);
    }
    for (const [space, companions] of byspace) {
      companions.sort((a, b) => Math.abs(a - space) - Math.abs(b - space) || a - b);
      groups.push({ space, companions });
    }
    start = end;
  }
  return groups;
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
