/** Seating Management tab of /event-manager: per-event layout chooser and section manager. */
export function SeatingTab() {
  return null;
}
