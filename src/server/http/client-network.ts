import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { networkOf } from "#domain/network";
import type { Config } from "#server/config";
import { clientAddress } from "./rate-limit";

/**
 * The stored stand-in for a request's network (`networkOf` its client address): a keyed hash, so
 * a table of them neither reveals a network nor lets one guess it. `purpose` gives each use its
 * own key (sign-ups, holds), derived from the auth secret.
 */
export function clientNetwork(config: Pick<Config, "authSecret" | "trustProxy" | "fairPlay">, purpose: string) {
  const key = createHmac("sha256", config.authSecret).update(`network:${purpose}`).digest();
  return (c: Context): string =>
    createHmac("sha256", key)
      .update(networkOf(clientAddress(c, config.trustProxy), config.fairPlay.networkPrefixes))
      .digest("base64url");
}
