import { describe, expect, it } from "vitest";
import { signUpSchema } from "./auth";
import { feedbackSchema } from "./feedback";

const valid = {
  fullName: "Ana López",
  email: "ana@example.com",
  password: "correct horse battery",
  confirmPassword: "correct horse battery",
  acceptTerms: true,
};

function firstIssue(input: unknown) {
  const result = signUpSchema.safeParse(input);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path.join("."), message: result.error.issues[0]?.message };
}

describe("sign-up", () => {
  it("accepts a complete form", () => expect(firstIssue(valid)).toBeNull());
  it.each([
    [{ fullName: "  " }, "fullName", "validation.required"],
    [{ email: "not-an-email" }, "email", "validation.email"],
    [{ password: "short", confirmPassword: "short" }, "password", "validation.passwordTooShort"],
    [{ password: "Password123", confirmPassword: "Password123" }, "password", "validation.passwordCommon"],
    [{ confirmPassword: "something else" }, "confirmPassword", "auth.passwordMismatch"],
    [{ acceptTerms: false }, "acceptTerms", "auth.termsRequired"],
  ])("refuses %j", (change, path, message) => {
    expect(firstIssue({ ...valid, ...change })).toEqual({ path, message });
  });
});

describe("feedback", () => {
  it("trims values", () => {
    expect(feedbackSchema.parse({ email: " a@b.co ", feedback: " great show " })).toEqual({
      email: "a@b.co",
      feedback: "great show",
    });
  });
  it("requires both fields", () => {
    expect(feedbackSchema.safeParse({ email: "a@b.co", feedback: "   " }).success).toBe(false);
  });
});
