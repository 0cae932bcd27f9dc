import { z } from "zod";

/** How recent a sign-in must be to delete the account without typing the password again. */
export const FRESH_SIGN_IN_MINUTES = 5;

/**
 * DELETE /api/my/account: the person confirms, and proves it is them with their password unless
 * they signed in within the last few minutes.
 */
export const deleteAccountSchema = z.object({
  confirm: z.literal(true, { error: "legal.account.delete.confirmRequired" }),
  password: z.string({ error: "validation.invalid" }).max(200, "validation.tooLong").optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** POST /api/newsletter/confirm: the secret of the link mailed to a new subscriber. */
export const newsletterConfirmSchema = z.object({
  token: z.string({ error: "validation.invalid" }).min(16, "validation.invalid").max(100, "validation.invalid"),
});

/** POST /api/newsletter/confirm */
export interface NewsletterConfirmResponse {
  email: string;
}

/**
 * GET /api/my/data: everything the site keeps about the signed-in person, as one document. Rows
 * are given with their stored fields (camelCase), never a secret (password hashes, session tokens).
 */
export interface MyData {
  exportedAt: string;
  account: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    createdAt: string;
    roles: string[];
    /** How the person signs in: `credential` (a password) or `google`. */
    signInMethods: { provider: string; createdAt: string }[];
  };
  sessions: { createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }[];
  orders: Record<string, unknown>[];
  tickets: Record<string, unknown>[];
  transfers: Record<string, unknown>[];
  checkIns: Record<string, unknown>[];
  tours: Record<string, unknown>[];
  waitlist: Record<string, unknown>[];
  queuePlaces: Record<string, unknown>[];
  inquiries: Record<string, unknown>[];
  contactMessages: Record<string, unknown>[];
  feedback: Record<string, unknown>[];
  newsletter: Record<string, unknown> | null;
  /** The assistant's conversations are answered and forgotten: the site keeps none. */
  chatTranscripts: [];
  mails: Record<string, unknown>[];
}
