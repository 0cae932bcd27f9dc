import { z } from "zod";
import type { Ability, Role, SecondFactorMissing } from "../permissions";
import { isCommonPassword } from "./common-passwords";
import { LIMITS } from "./limits";

/** Messages are translation keys; the form and the server show them through the catalogs. */
const email = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(LIMITS.emailMax, "validation.tooLong")
  .pipe(z.email("validation.email"));

export const passwordSchema = z
  .string({ error: "validation.required" })
  .min(LIMITS.passwordMin, "validation.passwordTooShort")
  .max(LIMITS.passwordMax, "validation.tooLong")
  .refine((value) => !isCommonPassword(value), "validation.passwordCommon");

/**
 * A person's name on their account: not blank, and at most `LIMITS.nameMax` characters as sent
 * (counted before trimming, so padding cannot carry a longer value into the profile). The
 * server applies it to sign-up and to profile updates.
 */
export const accountNameSchema = z
  .string({ error: "validation.required" })
  .max(LIMITS.nameMax, "validation.tooLong")
  .trim()
  .min(1, "validation.required");

export const signUpSchema = z
  .object({
    fullName: accountNameSchema,
    email,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: "validation.required" })
      .min(1, "validation.required")
      .max(LIMITS.passwordMax, "validation.tooLong"),
    acceptTerms: z.boolean({ error: "auth.termsRequired" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.passwordMismatch",
  })
  .refine((form) => form.acceptTerms, { path: ["acceptTerms"], message: "auth.termsRequired" });
export type SignUpForm = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "validation.required" })
    .min(1, "validation.required")
    .max(LIMITS.passwordMax, "validation.tooLong"),
});
export type SignInForm = z.input<typeof signInSchema>;

export { RESET_PASSWORD_LANDING } from "../password-reset";

/** "Forgot password?": the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

/** The new password chosen from a reset link, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z
      .string({ error: "validation.required" })
      .min(1, "validation.required")
      .max(LIMITS.passwordMax, "validation.tooLong"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.passwordMismatch",
  });
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

export { email as emailSchema };

// --- Responses ------------------------------------------------------------------------------

/** The signed-in person as the API shows them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** An authenticator app is set up for a second factor at sign-in. */
  twoFactorEnabled: boolean;
}

/** GET /api/me: the caller, their roles and what they may do; the web app decides what to show from this alone. */
export interface Me {
  user: SessionUser | null;
  roles: Role[];
  abilities: Ability[];
  /**
   * Staff roles the person holds that wait for a second factor, and what is missing: an
   * authenticator app to set up (`enrol`) or this sign-in to confirm with a code (`verify`).
   * Null when nothing waits.
   */
  secondFactor: { roles: Role[]; missing: SecondFactorMissing } | null;
}
