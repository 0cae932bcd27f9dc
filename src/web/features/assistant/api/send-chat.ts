import type { ChatRequest, ChatResponse } from "#domain/schemas/chat";
import { api } from "#web/lib/api";

/** POST /api/chat: one reply from the Venue Assistant. */
export function sendChat(input: ChatRequest): Promise<ChatResponse> {
  return api<ChatResponse>("/api/chat", { method: "POST", json: input });
}
