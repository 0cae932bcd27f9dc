/** Admin tab of /event-manager: inquiries sent through the site, newest first. */
export function InquiriesTab() {
  return null;
}
