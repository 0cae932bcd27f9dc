import { z } from "zod";
import type { NetworkPrefixes } from "#domain/network";

/**
 * The fair play part of the configuration: how client addresses group into networks (see
 * `domain/network.ts`) and the per-network limits on sign-ups and on seats held outside a waiting
 * room. `config.ts` reads these variables with the rest of the environment and keeps what
 * `fairPlayConfig` answers as `config.fairPlay`.
 */

/** The fair play variables, spread into the environment's schema. */
export const fairPlayEnvShape = {
  NETWORK_PREFIX_IPV4: z.coerce.number().int().min(8).max(32).default(24),
  NETWORK_PREFIX_IPV6: z.coerce.number().int().min(16).max(128).default(64),
  SIGNUPS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(10),
  NETWORK_SEAT_WINDOW_MINUTES: z.coerce.number().int().min(0).max(1_440).default(10),
};

type FairPlayEnv = z.output<z.ZodObject<typeof fairPlayEnvShape>>;

export interface FairPlayConfig {
  /** The leading bits of a client address that name its network. */
  networkPrefixes: NetworkPrefixes;
  /** New accounts a network may open in an hour (0: no limit). */
  signupsPerNetworkPerHour: number;
  /**
   * Outside a waiting room, seats held or bought from one network in this many minutes count
   * against the event's per-account limit together (0: no window).
   */
  networkSeatWindowMinutes: number;
}

export function fairPlayConfig(env: FairPlayEnv): FairPlayConfig {
  return {
    networkPrefixes: { ipv4: env.NETWORK_PREFIX_IPV4, ipv6: env.NETWORK_PREFIX_IPV6 },
    signupsPerNetworkPerHour: env.SIGNUPS_PER_NETWORK_PER_HOUR,
    networkSeatWindowMinutes: env.NETWORK_SEAT_WINDOW_MINUTES,
  };
}
