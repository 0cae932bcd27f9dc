import { z } from "zod";
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

export const signUpSchema = z
  .object({
    fullName: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(LIMITS.nameMax, "validation.tooLong"),
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

export { email as emailSchema };
