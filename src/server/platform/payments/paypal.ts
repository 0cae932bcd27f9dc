/**
 * PayPal's hosted payment page and its Instant Payment Notification.
 * A notification is trusted only after PayPal itself confirms it ("VERIFIED") and it matches the
 * order: receiver, amount, currency, a completed status; its transaction id makes it idempotent.
 */
export interface PayPalConfig {
  business: string;
  checkoutUrl: string;
  verifyUrl: string;
}

export interface HandOff {
  action: string;
  fields: Record<string, string>;
}

/** What the buyer pays for, as PayPal's page names it, and the page PayPal sends them back to. */
export interface HandOffItem {
  itemName: string;
  returnPath: string;
}

export function handOffForm(
  config: PayPalConfig,
  order: { id: string; totalCents: number; currency: string },
  publicUrl: string,
  item: HandOffItem,
): HandOff {
  const back = (outcome: string) =>
    `${publicUrl}${item.returnPath}?payment=${outcome}&order=${encodeURIComponent(order.id)}`;
  return {
    action: config.checkoutUrl,
    fields: {
      cmd: "_xclick",
      business: config.business,
      item_name: item.itemName,
      amount: (order.totalCents / 100).toFixed(2),
      currency_code: order.currency,
      invoice: order.id,
      custom: order.id,
      no_shipping: "1",
      return: back("success"),
      cancel_return: back("cancelled"),
      notify_url: `${publicUrl}/api/payments/paypal/ipn`,
    },
  };
}

/** Asks PayPal whether it sent this notification (the body must go back unchanged). */
export async function verifyWithPayPal(config: PayPalConfig, rawBody: string, timeoutMs = 10_000): Promise<boolean> {
  const response = await fetch(config.verifyUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "bridgeland-arena-ipn" },
    body: `cmd=_notify-validate&${rawBody}`,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return response.ok && (await response.text()).trim() === "VERIFIED";
}

export interface Notification {
  orderId: string;
  transactionId: string;
  receiver: string;
  paymentStatus: string;
  /** The amount moved, always positive (a refund or reversal carries a negative gross). */
  amountCents: number;
  currency: string;
  /** For a refund or reversal: the payment it takes money back from. */
  parentTransactionId: string | null;
}

export function parseNotification(rawBody: string): Notification | null {
  const params = new URLSearchParams(rawBody);
  const amount = params.get("mc_gross");
  const orderId = params.get("invoice") ?? params.get("custom");
  const transactionId = params.get("txn_id");
  if (!orderId || !transactionId || !amount || !/^-?\d+(\.\d{1,2})?$/.test(amount)) return null;
  return {
    orderId,
    transactionId,
    receiver: (params.get("receiver_email") ?? params.get("business") ?? "").toLowerCase(),
    paymentStatus: params.get("payment_status") ?? "",
    amountCents: Math.abs(Math.round(Number(amount) * 100)),
    currency: params.get("mc_currency") ?? "",
    parentTransactionId: params.get("parent_txn_id") || null,
  };
}
