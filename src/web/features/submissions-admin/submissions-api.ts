import { queryOptions } from "@tanstack/react-query";
import type { ContactMessageView, InquiryView, SubmissionList, SubscriberList } from "#domain/schemas/submissions";
import { api } from "#web/lib/api";

export const submissionsKeys = {
  all: ["admin", "submissions"] as const,
  inquiries: ["admin", "submissions", "inquiries"] as const,
  messages: ["admin", "submissions", "messages"] as const,
  subscribers: ["admin", "submissions", "subscribers"] as const,
};

/** Admin lists: read fresh each time a tab opens, newest first (the server orders them). */
export const inquiriesQuery = queryOptions({
  queryKey: submissionsKeys.inquiries,
  queryFn: () => api<SubmissionList<InquiryView>>("/api/admin/inquiries"),
  staleTime: 0,
});

export const messagesQuery = queryOptions({
  queryKey: submissionsKeys.messages,
  queryFn: () => api<SubmissionList<ContactMessageView>>("/api/admin/contact-messages"),
  staleTime: 0,
});

export const subscribersQuery = queryOptions({
  queryKey: submissionsKeys.subscribers,
  queryFn: () => api<SubscriberList>("/api/admin/subscribers"),
  staleTime: 0,
});

/** A plain link: the browser downloads it with the session cookie. */
export const SUBSCRIBERS_CSV_URL = "/api/admin/subscribers.csv";
