/** Admin tab of /event-manager: messages sent through the site, newest first. */
export function MessagesTab() {
  return null;
}
