/**
 * Which seats a buyer can still take, beyond each seat's own state: the free seats of each section,
 * and the seats the accessible-seating rules keep from this buyer now.
 */
import { seatId } from "#domain/seating/layouts";
import { ACCESS_CODE, type AccessContext, accessRefusal, type ChartModel, STATUS_CODE } from "../lib/chart-model";

/** Seats of each section that are not held or sold, from each row's claimed seat codes. */
export function freeSeatsBySection(model: ChartModel, claimed: ReadonlyMap<string, string>): Map<string, number> {
  const taken = new Map<string, number>();
  for (const [key, codes] of claimed) {
    const row = model.rowByKey.get(key);
    if (!row) continue;
    let count = 0;
    for (const code of codes) if (code !== STATUS_CODE.available) count++;
    taken.set(row.sectionKey, (taken.get(row.sectionKey) ?? 0) + count);
  }
  return new Map(model.sections.map((s) => [s.key, s.seats - (taken.get(s.key) ?? 0)]));
}

/**
 * Wheelchair spaces and companion seats the buyer may not choose now read as unavailable
 * (aria-disabled): per row, "1" for such a seat and "0" for any other. Only rows with such seats
 * get a string, so other rows keep their memo.
 */
export function lockedSeats(model: ChartModel, ctx: AccessContext): Map<string, string> {
  const byRow = new Map<string, string>();
  for (const row of model.rows) {
    if (row.access === "" || row.released) continue;
    let codes = "";
    for (let seat = 1; seat <= row.seats; seat++) {
      const restricted = row.access.charAt(seat - 1) !== ACCESS_CODE.none;
      const id = restricted ? seatId(model.eventId, row.sectionKey, row.row, seat) : "";
      codes += restricted && accessRefusal(model, id, ctx) ? "1" : "0";
    }
    byRow.set(row.key, codes);
  }
  return byRow;
}
