import { AlertTriangle, Inbox, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { formatVenueDay } from "#domain/date-format";
import { DEFAULT_LANGUAGE, isLanguage } from "#domain/i18n/translate";
import type { FeedbackItem } from "#domain/schemas/feedback";
import { AccessDenied } from "#web/components/access-denied";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { useTranslation } from "#web/lib/translation";
import { useFeedbackList } from "./api/feedback-list";

/** The id as admins see it: its first 8 characters. */
const SHORT_ID_LENGTH = 8;

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}

/** /feedback-manager: admins read the feedback visitors sent; others are turned away. */
export default function FeedbackManagerPage() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = session.can("feedback.read");
  const feedback = useFeedbackList(allowed);

  if (session.loading) return <LoadingState label={t("common.loading")} />;
  if (!allowed) {
    return (
      <AccessDenied
        title={t("tours.feedbackManager.accessDeniedTitle")}
        message={t("tours.feedbackManager.accessDenied")}
        backToHome={t("tours.feedbackManager.backToHome")}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("tours.feedbackManager.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("tours.feedbackManager.lead")}</p>
        {feedback.data && feedback.data.length > 0 && (
          <p className="mt-1 text-sm font-medium">
            {t("tours.feedbackManager.count", { count: feedback.data.length })}
          </p>
        )}
      </header>
      {feedback.isPending ? (
        <LoadingState label={t("tours.feedbackManager.loading")} />
      ) : feedback.isError ? (
        <Centered>
          <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t("tours.feedbackManager.errorTitle")}</h2>
          <p role="alert" className="text-muted-foreground">
            {t("tours.feedbackManager.error")}
          </p>
          <Button onClick={() => feedback.refetch()}>{t("tours.feedbackManager.retry")}</Button>
        </Centered>
      ) : feedback.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
          <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t("tours.feedbackManager.emptyTitle")}</h2>
          <p className="text-muted-foreground">{t("tours.feedbackManager.empty")}</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {feedback.data.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <article aria-labelledby={id} className="grid gap-3 rounded-lg border border-border bg-card p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {t("tours.feedbackManager.cardTitle", { id: item.id.slice(0, SHORT_ID_LENGTH) })}
        </h2>
        <time
          dateTime={item.createdAt}
          className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
        >
          {formatVenueDay(item.createdAt, t("tours.formats.badge"), language)}
        </time>
      </header>
      <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
        <Mail className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t("tours.feedbackManager.from")}</span>
        <a href={`mailto:${item.email}`} className="truncate text-primary underline-offset-4 hover:underline">
          {item.email}
        </a>
      </p>
      <p className="whitespace-pre-wrap break-words">{item.feedback}</p>
    </article>
  );
}
