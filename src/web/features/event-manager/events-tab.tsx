/** Events tab of /event-manager: the event form and the event list. */
export function EventsTab() {
  return null;
}
