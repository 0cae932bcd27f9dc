import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, MailCheck, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import type { NewsletterConfirmResponse } from "#domain/schemas/privacy";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { ApiError, api } from "#web/lib/api";
import { useTranslation } from "#web/lib/translation";

/**
 * `/newsletter?confirm=<token>`, the link mailed to a new subscriber (double opt-in). It asks
 * before acting: mail scanners open links, and must not confirm a sign-up by doing so.
 */
export function ConfirmView({ token }: { token: string }) {
  const { t } = useTranslation();
  const status = useRef<HTMLDivElement>(null);
  const confirm = useMutation({
    mutationFn: () => api<NewsletterConfirmResponse>("/api/newsletter/confirm", { method: "POST", json: { token } }),
  });
  const invalid = confirm.error instanceof ApiError && ["not_found", "validation_failed"].includes(confirm.error.code);

  useEffect(() => {
    if (confirm.isSuccess || confirm.isError) status.current?.focus();
  }, [confirm.isSuccess, confirm.isError]);

  let body: ReactNode;
  if (confirm.isSuccess) {
    body = (
      <>
        <CheckCircle2 className="size-12 text-green-700 dark:text-green-400" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{t("services.newsletter.confirm.doneTitle")}</h2>
        <p className="text-muted-foreground">{t("services.newsletter.confirm.done", { email: confirm.data.email })}</p>
      </>
    );
  } else if (invalid) {
    body = (
      <>
        <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{t("services.newsletter.confirm.invalidTitle")}</h2>
        <p className="text-muted-foreground">{t("services.newsletter.confirm.invalid")}</p>
      </>
    );
  } else {
    body = (
      <>
        <MailCheck className="size-12 text-primary" aria-hidden="true" />
        <p className="text-lg">{t("services.newsletter.confirm.prompt", { venue: venue.name })}</p>
        {confirm.isError && <p className="text-destructive">{t("services.newsletter.confirm.failed")}</p>}
        <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? t("services.newsletter.confirm.working") : t("services.newsletter.confirm.button")}
        </Button>
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t("services.newsletter.confirm.title")}</h1>
      <div
        ref={status}
        tabIndex={-1}
        role="status"
        className="grid justify-items-center gap-4 rounded-lg border border-border bg-card px-4 py-8 outline-none"
      >
        {body}
      </div>
      {(confirm.isSuccess || invalid) && (
        <div className="flex flex-wrap justify-center gap-3">
          {invalid && (
            <Button asChild variant="outline">
              <Link to="/newsletter">{t("services.newsletter.unsubscribe.subscribeAgain")}</Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/">{t("services.newsletter.welcome.returnHome")}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
