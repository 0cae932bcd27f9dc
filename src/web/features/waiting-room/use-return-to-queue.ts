import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { hasReason } from "#domain/errors";
import { ApiError } from "#web/lib/api";
import { queueKeys } from "./api/queue";

/** The waiting page of an event. */
export function waitingRoomPath(eventId: string): string {
  return `/box-office/${encodeURIComponent(eventId)}/queue`;
}

/** What the box office tells the waiting page when it sends a visitor back. */
export interface WaitingRoomState {
  refused: "admission_required" | "admission_invalid";
}

/** The hold API's refusal for want of a valid turn from the queue, if that is what the error is. */
export function admissionRefusal(error: unknown): WaitingRoomState["refused"] | null {
  if (!(error instanceof ApiError)) return null;
  if (hasReason(error.params, "admission_required")) return "admission_required";
  if (hasReason(error.params, "admission_invalid")) return "admission_invalid";
  return null;
}

/**
 * Sends the visitor back to the event's waiting page, saying why (the page explains the reason),
 * after forgetting their status so the page asks the server afresh.
 */
export function useReturnToQueue(eventId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (refused: WaitingRoomState["refused"]) => {
    void queryClient.invalidateQueries({ queryKey: queueKeys.eventStatuses(eventId) });
    const state: WaitingRoomState = { refused };
    navigate(waitingRoomPath(eventId), { state });
  };
}
