import type { TFunction } from "i18next";
import { en } from "#domain/i18n/en";
import { AuthError } from "./auth-api";

/** The provider codes the catalogs translate. */
const KNOWN = new Set(Object.keys(en.auth.provider));

/**
 * The auth provider's failure in the visitor's language: a known code is translated, a
 * password rule broken on the server comes back as one of our validation keys, anything
 * else shows the provider's own message.
 */
export function providerMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof AuthError)) return t("auth.unexpectedError");
  if (error.code === "NETWORK") return t("errors.network.description");
  if (KNOWN.has(error.code)) return t(`auth.provider.${error.code}` as never);
  if (error.code === "WEAK_PASSWORD" && error.message.startsWith("validation.")) return t(error.message as never);
  return error.message || t("auth.unexpectedError");
}
