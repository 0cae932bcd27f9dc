import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, MailX, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import type { UnsubscribeResponse } from "#domain/schemas/submissions";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { ApiError, api } from "#web/lib/api";
import { useTranslation } from "#web/lib/translation";

/**
 * `/newsletter?unsubscribe=<token>`, the link in every newsletter mail. It asks before acting:
 * mail scanners open links (some run scripts), and must not unsubscribe anyone by doing so.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const { t } = useTranslation();
  const status = useRef<HTMLDivElement>(null);
  const unsubscribe = useMutation({
    mutationFn: () => api<UnsubscribeResponse>("/api/newsletter/unsubscribe", { method: "POST", json: { token } }),
  });
  const invalid =
    unsubscribe.error instanceof ApiError && ["not_found", "validation_failed"].includes(unsubscribe.error.code);

  useEffect(() => {
    if (unsubscribe.isSuccess || unsubscribe.isError) status.current?.focus();
  }, [unsubscribe.isSuccess, unsubscribe.isError]);

  let body: ReactNode;
  if (unsubscribe.isSuccess) {
    body = (
      <>
        <CheckCircle2 className="size-12 text-green-700 dark:text-green-400" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{t("services.newsletter.unsubscribe.doneTitle")}</h2>
        <p className="text-muted-foreground">
          {t("services.newsletter.unsubscribe.done", { email: unsubscribe.data.email })}
        </p>
      </>
    );
  } else if (invalid) {
    body = (
      <>
        <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{t("services.newsletter.unsubscribe.invalidTitle")}</h2>
        <p className="text-muted-foreground">{t("services.newsletter.unsubscribe.invalid")}</p>
      </>
    );
  } else {
    body = (
      <>
        <MailX className="size-12 text-primary" aria-hidden="true" />
        <p className="text-lg">{t("services.newsletter.unsubscribe.confirm", { venue: venue.name })}</p>
        {unsubscribe.isError && <p className="text-destructive">{t("services.newsletter.unsubscribe.failed")}</p>}
        <Button size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          {unsubscribe.isPending
            ? t("services.newsletter.unsubscribe.working")
            : t("services.newsletter.unsubscribe.button")}
        </Button>
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t("services.newsletter.unsubscribe.title")}</h1>
      <div
        ref={status}
        tabIndex={-1}
        role="status"
        className="grid justify-items-center gap-4 rounded-lg border border-border bg-card px-4 py-8 outline-none"
      >
        {body}
      </div>
      {(unsubscribe.isSuccess || invalid) && (
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link to="/newsletter">{t("services.newsletter.unsubscribe.subscribeAgain")}</Link>
          </Button>
          <Button asChild>
            <Link to="/">{t("services.newsletter.welcome.returnHome")}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
