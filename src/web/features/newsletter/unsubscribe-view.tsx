import { MailX } from "lucide-react";
import type { UnsubscribeResponse } from "#domain/schemas/submissions";
import { venue } from "#domain/venue";
import { api } from "#web/lib/api";
import { useTranslation } from "#web/lib/translation";
import { TokenActionView } from "./token-action-view";

/**
 * `/newsletter?unsubscribe=<token>`, the link in every newsletter mail. Once unsubscribed, the
 * reader is offered subscribing again.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <TokenActionView
      act={() => api<UnsubscribeResponse>("/api/newsletter/unsubscribe", { method: "POST", json: { token } })}
      Icon={MailX}
      subscribeAgainWhenDone
      texts={{
        title: t("services.newsletter.unsubscribe.title"),
        prompt: t("services.newsletter.unsubscribe.confirm", { venue: venue.name }),
        button: t("services.newsletter.unsubscribe.button"),
        working: t("services.newsletter.unsubscribe.working"),
        failed: t("services.newsletter.unsubscribe.failed"),
        doneTitle: t("services.newsletter.unsubscribe.doneTitle"),
        done: (email) => t("services.newsletter.unsubscribe.done", { email }),
        invalidTitle: t("services.newsletter.unsubscribe.invalidTitle"),
        invalid: t("services.newsletter.unsubscribe.invalid"),
      }}
    />
  );
}
