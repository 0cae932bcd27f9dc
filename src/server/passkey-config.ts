import { z } from "zod";
import { optionalString } from "./config-fields";

/**
 * The passkey part of the configuration: the domain passkeys belong to and the page origins a
 * passkey ceremony may come from. `config.ts` reads these variables with the rest of the
 * environment and keeps what `passkeyConfig` answers, from them and the public address, as
 * `config.passkey`.
 */

/** An optional value, trimmed; empty counts as unset. */
/** The passkey variables, spread into the environment's schema. */
export const passkeyEnvShape = {
  PASSKEY_RP_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, "must be a host name, without scheme or port (arena.example.com)")
      .optional(),
  ),
  PASSKEY_ORIGIN: optionalString,
};

type PasskeyEnv = z.output<z.ZodObject<typeof passkeyEnvShape>>;

/**
 * Passkeys: the domain they are bound to (the relying party id), the name authenticators show,
 * and the page origins a passkey ceremony may come from.
 */
export interface PasskeyConfig {
  rpId: string;
  rpName: string;
  origins: string[];
}

/**
 * A passkey belongs to a domain: by default the public address's host, and ceremonies from the
 * public address's origin. `PASSKEY_RP_ID` may name a parent domain (example.com for
 * arena.example.com) and `PASSKEY_ORIGIN` list more origins (comma-separated), each on that domain.
 * Otherwise the answer is what is wrong with `PASSKEY_ORIGIN`: its first origin that is not
 * http(s), else the first one off the domain.
 */
export function passkeyConfig(env: PasskeyEnv, publicUrl: string): PasskeyConfig | string {
  const url = new URL(publicUrl);
  const id = (env.PASSKEY_RP_ID ?? url.hostname).toLowerCase();
  const origins = env.PASSKEY_ORIGIN ? listedOrigins(env.PASSKEY_ORIGIN) : [url.origin];
  if (typeof origins === "string") return origins;
  for (const origin of origins) {
    const host = new URL(origin).hostname;
    if (host !== id && !host.endsWith(`.${id}`)) return `${origin} is not on the domain ${id} (PASSKEY_RP_ID)`;
  }
  return { rpId: id, rpName: "Bridgeland Arena", origins };
}

/** Comma-separated origins, each reduced to its origin, or why the first that is not http(s) is not. */
function listedOrigins(list: string): string[] | string {
  const origins: string[] = [];
  for (const origin of list
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)) {
    const parsed = URL.parse(origin);
    if (!parsed || !/^https?:$/.test(parsed.protocol)) return `${origin} is not an http(s) origin`;
    origins.push(parsed.origin);
  }
  return origins;
}
