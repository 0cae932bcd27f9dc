import type { PayPalConfig } from "./paypal";
import { type CardProvider, createSimulatedCardProvider } from "./simulated";
import { createStripeGateway, type StripeGateway, type StripeSettings } from "./stripe";

/**
 * The payment providers live on this site. A real card processor (Stripe) and PayPal take real
 * money; the simulated card provider is for development and explicit demos only, and whenever it
 * is live every page says the site is in test mode.
 */
export interface PaymentProviders {
  /** The simulated card form; null in production unless demos are allowed. */
  simulated: CardProvider | null;
  stripe: StripeGateway | null;
  paypal: PayPalConfig | null;
}

export interface PaymentSettings {
  cardProvider: "simulated" | "stripe";
  stripe: StripeSettings | undefined;
  paypal: PayPalConfig | undefined;
  /** True when the simulated provider may take "payments" (development, tests, or an explicit demo). */
  simulatedAllowed: boolean;
}

export function createPaymentProviders(settings: PaymentSettings): PaymentProviders {
  return {
    simulated:
      settings.cardProvider === "simulated" && settings.simulatedAllowed ? createSimulatedCardProvider() : null,
    stripe: settings.cardProvider === "stripe" && settings.stripe ? createStripeGateway(settings.stripe) : null,
    paypal: settings.paypal ?? null,
  };
}

/** What the start-up log and the site's configuration say about payments. */
export function livePaymentProviders(providers: PaymentProviders): string[] {
  return [
    ...(providers.stripe ? ["stripe"] : []),
    ...(providers.paypal ? ["paypal"] : []),
    ...(providers.simulated ? ["simulated (test mode)"] : []),
  ];
}
