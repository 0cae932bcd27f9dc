import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FeedbackItem, FeedbackListResponse } from "#domain/schemas/feedback";
import { api } from "#web/lib/api";

/** GET /api/feedback (admins): every feedback message, newest first. */
export function fetchFeedback(): Promise<FeedbackItem[]> {
  return api<FeedbackListResponse>("/api/feedback").then((body) => body.feedback);
}

export const feedbackListQuery = queryOptions({ queryKey: ["feedback", "list"], queryFn: fetchFeedback });

/** The list is asked for only once the caller is known to be an admin. */
export function useFeedbackList(enabled: boolean) {
  return useQuery({ ...feedbackListQuery, enabled });
}
