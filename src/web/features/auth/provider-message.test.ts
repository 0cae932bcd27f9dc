import { describe, expect, it } from "vitest";
import { type TranslationKey, translate } from "#domain/i18n/translate";
import type { TFunction } from "#web/lib/translation";
import { AuthError } from "./auth-api";
import { providerMessage } from "./provider-message";

const t = ((key: TranslationKey) => translate("es", key)) as unknown as TFunction;

describe("providerMessage", () => {
  it.each([
    ["a dead reset link", new AuthError("INVALID_TOKEN", "Invalid token", 400), "auth.provider.INVALID_TOKEN"],
    ["too many requests", new AuthError("TOO_MANY_REQUESTS", "", 429), "auth.provider.TOO_MANY_REQUESTS"],
    [
      "a common new password",
      new AuthError("WEAK_PASSWORD", "validation.passwordCommon", 400),
      "validation.passwordCommon",
    ],
    ["a name over 100 characters", new AuthError("INVALID_NAME", "validation.tooLong", 400), "validation.tooLong"],
    ["a blank name", new AuthError("INVALID_NAME", "validation.required", 400), "validation.required"],
    ["no connection", new AuthError("NETWORK", "Network error", 0), "errors.network.description"],
  ] as const)("translates %s", (_label, error, key) => {
    expect(providerMessage(t, error)).toBe(translate("es", key));
  });

  it("shows an unknown provider message as it came, and never a key it does not know", () => {
    expect(providerMessage(t, new AuthError("SOMETHING_NEW", "Something new", 400))).toBe("Something new");
    expect(providerMessage(t, new AuthError("INVALID_NAME", "validation.nope", 400))).toBe(
      translate("es", "errors.validation_failed.description"),
    );
    expect(providerMessage(t, new Error("boom"))).toBe(translate("es", "auth.unexpectedError"));
  });
});
