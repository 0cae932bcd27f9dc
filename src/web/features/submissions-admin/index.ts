/** Site submissions for admins: inquiries, contact messages and newsletter subscribers, tabs of /event-manager. */
export { InquiriesTab } from "./inquiries-tab";
export { MessagesTab } from "./messages-tab";
export { SubscribersTab } from "./subscribers-tab";
