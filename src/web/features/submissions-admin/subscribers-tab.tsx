/** Admin tab of /event-manager: subscribers sent through the site, newest first. */
export function SubscribersTab() {
  return null;
}
