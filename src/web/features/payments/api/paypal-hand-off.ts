import { useMutation } from "@tanstack/react-query";
import type { PaymentHandOff, PayPalHandOffResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";

/** POST /api/orders/:id/payments/paypal: the hand-off for a held order (409 once the hold lapsed). */
export function fetchPayPalHandOff(orderId: string): Promise<PaymentHandOff> {
  return api<PayPalHandOffResponse>(`/api/orders/${encodeURIComponent(orderId)}/payments/paypal`, {
    method: "POST",
  }).then((body) => body.handOff);
}

/** The hosted pay flow is a form POST opened in a new tab. */
export function submitHandOff(handOff: PaymentHandOff) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = handOff.action;
  form.target = "_blank";
  form.rel = "noopener";
  for (const [name, value] of Object.entries(handOff.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

export function usePayPalHandOff() {
  return useMutation({ mutationFn: fetchPayPalHandOff, onSuccess: submitHandOff });
}
