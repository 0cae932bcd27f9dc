/** Event management texts (/event-manager: events, seating, submissions), English. */
export const manageEn = {
  title: "Event Management",
  accessDeniedTitle: "Access Denied",
  accessDenied: "Access Denied: You don't have permission to manage events.",
  tabs: {
    events: "Events",
    seating: "Seating Management",
    inquiries: "Inquiries",
    messages: "Messages",
    subscribers: "Subscribers",
  },
};
