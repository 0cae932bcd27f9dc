import { Hono } from "hono";
import { type FeedbackListResponse, type FeedbackReceived, feedbackSchema } from "#domain/schemas/feedback";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { jsonBody } from "#server/http/validate";
import { listFeedback, submitFeedback } from "./feedback.service";

export function feedbackRoutes(ctx: AppContext) {
  const limit = rateLimit(ctx, { name: "feedback", max: 10, windowMs: 60_000 });
  return new Hono<AppEnv>()
    .post("/feedback", allow("feedback.send"), limit, async (c) => {
      const input = await jsonBody(c, feedbackSchema);
      const row = await submitFeedback(ctx.db, input);
      return c.json<FeedbackReceived>({ id: row.id }, 201);
    })
    .get("/feedback", allow("feedback.read"), async (c) => {
      const rows = await listFeedback(ctx.db);
      return c.json<FeedbackListResponse>({
        feedback: rows.map((row) => ({
          id: row.id,
          email: row.email,
          feedback: row.feedback,
          createdAt: row.created_at,
        })),
      });
    });
}
