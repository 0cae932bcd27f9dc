import { Gift, Megaphone, Sparkles } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "#web/components/page-header";
import { useTranslation } from "#web/lib/translation";
import { ConfirmView } from "./confirm-view";
import { NewsletterForm } from "./newsletter-form";
import { UnsubscribeView } from "./unsubscribe-view";
import { WelcomeView } from "./welcome-view";

const BENEFITS = [
  { key: "announcements", Icon: Megaphone },
  { key: "offers", Icon: Gift },
  { key: "behindScenes", Icon: Sparkles },
] as const;

function Benefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="grid content-start gap-4">
      <h2 id="benefits-title" className="text-xl font-semibold">
        {t("services.newsletter.benefits.title")}
      </h2>
      <ul className="grid gap-4">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-lg border border-border bg-card p-4">
            <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t(`services.newsletter.benefits.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`services.newsletter.benefits.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /newsletter: the form, the welcome after subscribing, or the confirmation or unsubscribe link's page. */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [subscribedName, setSubscribedName] = useState<string | null>(null);
  const token = params.get("unsubscribe");
  const confirmToken = params.get("confirm");

  if (token !== null) return <UnsubscribeView token={token} />;
  if (confirmToken !== null) return <ConfirmView token={confirmToken} />;
  if (subscribedName) return <WelcomeView name={subscribedName} />;

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12">
      <PageHeader title={t("services.newsletter.title")} lead={t("services.newsletter.lead")} />
      <div className="grid gap-8 md:grid-cols-2">
        <NewsletterForm onSubscribed={setSubscribedName} />
        <Benefits />
      </div>
    </div>
  );
}
