import { coreEn } from "#domain/i18n/core/en";
import type { TFunction } from "#web/lib/translation";
import { AuthError } from "./auth-api";

/** The provider codes the catalogs translate. */
const KNOWN = new Set(Object.keys(coreEn.auth.provider));

/** Our own rules on better-auth's endpoints (auth.ts): their message is one of our validation keys. */
const OUR_RULES = new Set(["WEAK_PASSWORD", "INVALID_NAME"]);
const VALIDATION_KEYS = new Set(Object.keys(coreEn.validation).map((key) => `validation.${key}`));

/**
 * The auth provider's failure in the visitor's language: a known code is translated, a
 * password or name rule broken on the server comes back as one of our validation keys, anything
 * else shows the provider's own message.
 */
export function providerMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof AuthError)) return t("auth.unexpectedError");
  if (error.code === "NETWORK") return t("errors.network.description");
  if (KNOWN.has(error.code)) return t(`auth.provider.${error.code}` as never);
  if (OUR_RULES.has(error.code)) {
    return VALIDATION_KEYS.has(error.message) ? t(error.message as never) : t("errors.validation_failed.description");
  }
  return error.message || t("auth.unexpectedError");
}
