import { Hono } from "hono";
import { type NewsletterConfirmResponse, newsletterConfirmSchema } from "#domain/schemas/privacy";
import {
  type ContactMessageView,
  contactSchema,
  type InquiryView,
  inquirySchema,
  isBotSubmission,
  newsletterSchema,
  type SubmissionList,
  type SubmissionReceived,
  type SubscriberList,
  type UnsubscribeResponse,
  unsubscribeSchema,
} from "#domain/schemas/submissions";
import { venueDateOf } from "#domain/time";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { jsonBody, parseWith } from "#server/http/validate";
import {
  confirmSubscription,
  listContactMessages,
  listInquiries,
  listNewsletterSubscribers,
  submitContactMessage,
  submitInquiry,
  subscribe,
  subscribersCsv,
  unsubscribe,
} from "./submissions.service";

/** The same answer whether a submission was stored or dropped as a bot's. */
const RECEIVED: SubmissionReceived = { ok: true };

export function submissionsRoutes(ctx: AppContext) {
  // Per client address: generous for a person, tight for a script.
  const formLimit = (name: string) => rateLimit(ctx, { name, max: 5, windowMs: 10 * 60_000 });
  const unsubscribeLimit = rateLimit(ctx, { name: "unsubscribe", max: 20, windowMs: 10 * 60_000 });
  // Mail programs unsubscribe their users from a few shared servers: a wide limit per address.
  const oneClickLimit = rateLimit(ctx, { name: "one-click-unsubscribe", max: 600, windowMs: 60_000 });

  return (
    new Hono<AppEnv>()
      .post("/inquiries", allow("site.browse"), formLimit("inquiries"), async (c) => {
        const input = await jsonBody(c, inquirySchema);
        if (!isBotSubmission(input)) await submitInquiry(ctx, input, requestLanguage(c));
        return c.json<SubmissionReceived>(RECEIVED, 201);
      })
      .post("/contact", allow("site.browse"), formLimit("contact"), async (c) => {
        const input = await jsonBody(c, contactSchema);
        if (!isBotSubmission(input)) await submitContactMessage(ctx, input, requestLanguage(c));
        return c.json<SubmissionReceived>(RECEIVED, 201);
      })
      .post("/newsletter", allow("site.browse"), formLimit("newsletter"), async (c) => {
        const input = await jsonBody(c, newsletterSchema);
        if (!isBotSubmission(input)) await subscribe(ctx, input, requestLanguage(c));
        return c.json<SubmissionReceived>(RECEIVED, 201);
      })
      .post("/newsletter/unsubscribe", allow("site.browse"), unsubscribeLimit, async (c) => {
        const { token } = await jsonBody(c, unsubscribeSchema);
        return c.json<UnsubscribeResponse>(await unsubscribe(ctx, token));
      })
      .post("/newsletter/confirm", allow("site.browse"), unsubscribeLimit, async (c) => {
        const { token } = await jsonBody(c, newsletterConfirmSchema);
        return c.json<NewsletterConfirmResponse>(await confirmSubscription(ctx, token));
      })
      // One-click unsubscribe (RFC 8058), the address in every newsletter's List-Unsubscribe header:
      // a mail program POSTs `List-Unsubscribe=One-Click` from its own servers, without cookies, and
      // the address is off the list at once. A person who opens the address in a browser (a GET) is
      // sent to the page that asks first, since mail scanners open links.
      .post("/newsletter/unsubscribe/:token", allow("site.browse"), oneClickLimit, async (c) => {
        const { token } = parseWith(unsubscribeSchema, { token: c.req.param("token") });
        await unsubscribe(ctx, token);
        return c.body(null, 200);
      })
      .get("/newsletter/unsubscribe/:token", allow("site.browse"), (c) =>
        c.redirect(`/newsletter?unsubscribe=${encodeURIComponent(c.req.param("token"))}`, 303),
      )
      .get("/admin/inquiries", allow("submissions.read"), async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json<SubmissionList<InquiryView>>(await listInquiries(ctx));
      })
      .get("/admin/contact-messages", allow("submissions.read"), async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json<SubmissionList<ContactMessageView>>(await listContactMessages(ctx));
      })
      .get("/admin/subscribers", allow("submissions.read"), async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json<SubscriberList>(await listNewsletterSubscribers(ctx));
      })
      .get("/admin/subscribers.csv", allow("submissions.read"), async (c) => {
        const csv = await subscribersCsv(ctx);
        const filename = `newsletter-subscribers-${venueDateOf(new Date())}.csv`;
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${filename}"`,
          "Cache-Control": "no-store",
        });
      })
  );
}
