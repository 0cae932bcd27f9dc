import { z } from "zod";
import { type PricingRules, parsePercent, parseServiceFee } from "#domain/pricing";
import { optionalString } from "./config-fields";

/**
 * The pricing part of the configuration: the per-ticket service fee and the sales tax every price
 * includes. Either may be unset, and then there is none. `config.ts` reads these variables with
 * the rest of the environment and keeps what `pricingConfig` answers as `config.pricing`.
 */

/** An optional value, trimmed; empty counts as unset. */
/** The pricing variables, spread into the environment's schema. */
export const pricingEnvShape = {
  SERVICE_FEE: optionalString.pipe(
    z
      .string()
      .refine((v) => parseServiceFee(v) !== null, 'must be dollars per ticket ("2.50") or a percentage ("5%")')
      .optional(),
  ),
  SALES_TAX: optionalString.pipe(
    z
      .string()
      .refine((v) => parsePercent(v) !== null, 'must be a percentage with at most four decimals ("8.875%")')
      .optional(),
  ),
};

type PricingEnv = z.output<z.ZodObject<typeof pricingEnvShape>>;

/** The fee and tax from variables the schema accepted; an unset one is nothing. */
export function pricingConfig(env: PricingEnv): PricingRules {
  return {
    serviceFee: (env.SERVICE_FEE && parseServiceFee(env.SERVICE_FEE)) || { kind: "amount", cents: 0 },
    taxPpm: (env.SALES_TAX && parsePercent(env.SALES_TAX)) || 0,
  };
}
