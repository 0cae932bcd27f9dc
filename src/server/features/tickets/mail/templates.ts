import type { Language } from "#domain/i18n/translate";
import type { MailMessage } from "#server/platform/mail";
import { type ConfirmationInput, confirmationMail } from "./confirmation.mail";
import { type RefundMailInput, refundMail } from "./refund.mail";

/**
 * A ticket mail to render: which template, with what it says, in which language. Plain data, so
 * it crosses to the rendering thread as it is.
 */
export type RenderJob = { language: Language; publicUrl: string } & (
  | { template: "confirmation"; input: ConfirmationInput }
  | { template: "refund"; input: RefundMailInput }
);

/** Renders a job: HTML, text, QR images and calendar file. Pure and synchronous: CPU only. */
export function renderJob(job: RenderJob): MailMessage {
  switch (job.template) {
    case "confirmation":
      return confirmationMail(job.input, job.language, job.publicUrl);
    case "refund":
      return refundMail(job.input, job.language, job.publicUrl);
  }
}
