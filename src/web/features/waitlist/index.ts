/** A sold-out event's waitlist: the box office's panel and the admins' list. */

export { useMyWaitlist } from "./api/waitlist";
export { WaitlistAdminPanel } from "./components/waitlist-admin-panel";
export { WaitlistPanel } from "./components/waitlist-panel";
