import { z } from "zod";
import { emailSchema } from "./auth";
import { LIMITS } from "./limits";

export const feedbackSchema = z.object({
  email: emailSchema,
  feedback: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(LIMITS.feedbackMax, "validation.tooLong"),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

// --- Responses ------------------------------------------------------------------------------

/** One visitor's feedback as the feedback manager lists it. */
export interface FeedbackItem {
  id: string;
  email: string;
  feedback: string;
  createdAt: string;
}

/** POST /api/feedback: the stored feedback's id. */
export interface FeedbackReceived {
  id: string;
}

/** GET /api/feedback */
export interface FeedbackListResponse {
  feedback: FeedbackItem[];
}
