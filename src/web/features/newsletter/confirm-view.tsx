import { MailCheck } from "lucide-react";
import type { NewsletterConfirmResponse } from "#domain/schemas/privacy";
import { venue } from "#domain/venue";
import { api } from "#web/lib/api";
import { useTranslation } from "#web/lib/translation";
import { TokenActionView } from "./token-action-view";

/**
 * `/newsletter?confirm=<token>`, the link mailed to a new subscriber (double opt-in). Once
 * confirmed, the subscriber is not offered subscribing again.
 */
export function ConfirmView({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <TokenActionView
      act={() => api<NewsletterConfirmResponse>("/api/newsletter/confirm", { method: "POST", json: { token } })}
      Icon={MailCheck}
      subscribeAgainWhenDone={false}
      texts={{
        title: t("services.newsletter.confirm.title"),
        prompt: t("services.newsletter.confirm.prompt", { venue: venue.name }),
        button: t("services.newsletter.confirm.button"),
        working: t("services.newsletter.confirm.working"),
        failed: t("services.newsletter.confirm.failed"),
        doneTitle: t("services.newsletter.confirm.doneTitle"),
        done: (email) => t("services.newsletter.confirm.done", { email }),
        invalidTitle: t("services.newsletter.confirm.invalidTitle"),
        invalid: t("services.newsletter.confirm.invalid"),
      }}
    />
  );
}
