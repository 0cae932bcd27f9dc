import { describe, expect, it } from "vitest";
import { accountNameSchema, resetPasswordSchema, signUpSchema } from "./auth";
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

describe("account names", () => {
  it.each([
    ["a name of 100 characters", "a".repeat(100), true],
    ["a name of 101 characters", "a".repeat(101), false],
    ["100 characters padded to 101", ` ${"a".repeat(100)}`, false],
    ["a blank name", "   ", false],
    ["a name with spaces around", "  Ana  ", true],
  ])("%s: accepted %s", (_label, name, ok) => {
    expect(accountNameSchema.safeParse(name).success).toBe(ok);
  });

  it("trims the name it accepts", () => {
    expect(accountNameSchema.parse("  Ana López ")).toBe("Ana López");
  });
});

describe("reset password", () => {
  it("applies the sign-up password rules and asks for the same password twice", () => {
    const issues = (password: string, confirmPassword = password) =>
      resetPasswordSchema.safeParse({ password, confirmPassword }).error?.issues.map((i) => i.message) ?? [];
    expect(issues("a long passphrase")).toEqual([]);
    expect(issues("password123")).toEqual(["validation.passwordCommon"]);
    expect(issues("short")).toEqual(["validation.passwordTooShort"]);
    expect(issues("a long passphrase", "another one")).toEqual(["auth.passwordMismatch"]);
  });
});
