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
