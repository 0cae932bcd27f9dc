import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, type LucideIcon, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { ApiError } from "#web/lib/api";
import { useTranslation } from "#web/lib/translation";

/** The texts of one mailed link's page, already translated. */
export interface TokenActionTexts {
  title: string;
  /** The question asked before acting. */
  prompt: string;
  button: string;
  working: string;
  /** Shown under the question when the request failed and may be tried again. */
  failed: string;
  doneTitle: string;
  done: (email: string) => string;
  invalidTitle: string;
  invalid: string;
}

/**
 * The page of a link mailed with a token (`/newsletter?confirm=…`, `?unsubscribe=…`). It asks
 * before acting: mail scanners open links (some run scripts), and must not act by doing so. The
 * outcome is announced and takes the focus; a token the server does not know, or cannot read, is
 * an invalid link, any other failure may be tried again.
 */
export function TokenActionView({
  act,
  Icon,
  texts,
  subscribeAgainWhenDone,
}: {
  /** What the link does; resolves with the address it was done for. */
  act: () => Promise<{ email: string }>;
  /** The question's icon. */
  Icon: LucideIcon;
  texts: TokenActionTexts;
  /** Whether the page offers subscribing again once done, as well as after an invalid link. */
  subscribeAgainWhenDone: boolean;
}) {
  const { t } = useTranslation();
  const status = useRef<HTMLDivElement>(null);
  const action = useMutation({ mutationFn: act });
  const invalid = action.error instanceof ApiError && ["not_found", "validation_failed"].includes(action.error.code);

  useEffect(() => {
    if (action.isSuccess || action.isError) status.current?.focus();
  }, [action.isSuccess, action.isError]);

  let body: ReactNode;
  if (action.isSuccess) {
    body = (
      <>
        <CheckCircle2 className="size-12 text-green-700 dark:text-green-400" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{texts.doneTitle}</h2>
        <p className="text-muted-foreground">{texts.done(action.data.email)}</p>
      </>
    );
  } else if (invalid) {
    body = (
      <>
        <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{texts.invalidTitle}</h2>
        <p className="text-muted-foreground">{texts.invalid}</p>
      </>
    );
  } else {
    body = (
      <>
        <Icon className="size-12 text-primary" aria-hidden="true" />
        <p className="text-lg">{texts.prompt}</p>
        {action.isError && <p className="text-destructive">{texts.failed}</p>}
        <Button size="lg" disabled={action.isPending} onClick={() => action.mutate()}>
          {action.isPending ? texts.working : texts.button}
        </Button>
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
      <div
        ref={status}
        tabIndex={-1}
        role="status"
        className="grid justify-items-center gap-4 rounded-lg border border-border bg-card px-4 py-8 outline-none"
      >
        {body}
      </div>
      {(action.isSuccess || invalid) && (
        <div className="flex flex-wrap justify-center gap-3">
          {(invalid || subscribeAgainWhenDone) && (
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
