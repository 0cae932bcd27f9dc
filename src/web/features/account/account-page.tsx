import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Loader2, LogIn, Trash2, UserRound } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { hasReason } from "#domain/errors";
import { FRESH_SIGN_IN_MINUTES } from "#domain/schemas/privacy";
import { LoadingState } from "#web/components/loading-state";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { FieldError, Label } from "#web/components/ui/input";
import { TextField } from "#web/components/ui/text-field";
import { meQuery, useAuthDialog, useSession } from "#web/features/auth";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { deleteMyAccount, downloadMyData } from "./api/my-account";

/** /account: the person's details, a copy of all their data, and deleting the account. */
export default function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();

  if (session.loading) return <LoadingState label={t("common.loading")} />;
  if (!session.user) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <UserRound className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("legal.account.signInTitle")}</h1>
        <p className="text-muted-foreground">{t("legal.account.signInBody")}</p>
        <Button onClick={() => openAuthDialog("sign-in")}>
          <LogIn aria-hidden="true" />
          {t("legal.account.signIn")}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:py-12">
      <PageHeader title={t("legal.account.title")} lead={t("legal.account.lead")} />
      <section aria-labelledby="account-details" className="grid gap-3 rounded-lg border border-border bg-card p-5">
        <h2 id="account-details" className="text-xl font-semibold">
          {t("legal.account.details.heading")}
        </h2>
        <dl className="grid gap-2 sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm text-muted-foreground">{t("legal.account.details.name")}</dt>
          <dd className="break-words">{session.user.name}</dd>
          <dt className="text-sm text-muted-foreground">{t("legal.account.details.email")}</dt>
          <dd className="break-all">{session.user.email}</dd>
        </dl>
      </section>
      <ExportSection />
      <DeleteSection />
      <p className="text-sm text-muted-foreground">
        <Link to="/privacy" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {t("legal.account.rights")}
        </Link>
      </p>
    </div>
  );
}

function ExportSection() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: (file) =>
      toast.success(t("legal.account.export.doneTitle"), { description: t("legal.account.export.done", { file }) }),
    onError: (error) =>
      toast.error(t("legal.account.export.errorTitle"), { description: explainError(t, error).description }),
  });
  return (
    <section aria-labelledby="account-export" className="grid gap-3 rounded-lg border border-border bg-card p-5">
      <h2 id="account-export" className="text-xl font-semibold">
        {t("legal.account.export.heading")}
      </h2>
      <p className="text-muted-foreground">{t("legal.account.export.body")}</p>
      <div>
        <Button onClick={() => download.mutate()} disabled={download.isPending} className="h-11">
          {download.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {download.isPending ? t("legal.account.export.working") : t("legal.account.export.button")}
        </Button>
      </div>
    </section>
  );
}

function DeleteSection() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: async () => {
      // Nothing of the person's may stay in the page's memory.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "site" });
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      toast.success(t("legal.account.delete.doneTitle"), { description: t("legal.account.delete.done") });
      navigate("/");
    },
    onError: (error) =>
      toast.error(t("legal.account.delete.errorTitle"), { description: explainError(t, error).description }),
  });
  const failure = remove.error;
  const passwordError =
    failure instanceof ApiError && failure.fields.password ? t(failure.fields.password as never) : null;
  const futureTickets = failure instanceof ApiError && hasReason(failure.params, "future_tickets");
  const otherError = failure && !passwordError && !futureTickets ? explainError(t, failure).description : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!confirmed) {
      setConfirmError(t("legal.account.delete.confirmRequired"));
      return;
    }
    setConfirmError(null);
    remove.mutate({ confirm: true, ...(password ? { password } : {}) });
  }

  return (
    <section
      aria-labelledby="account-delete"
      className="grid gap-3 rounded-lg border border-destructive/40 bg-card p-5"
    >
      <h2 id="account-delete" className="text-xl font-semibold">
        {t("legal.account.delete.heading")}
      </h2>
      <p className="text-muted-foreground">{t("legal.account.delete.body")}</p>
      <p className="text-muted-foreground">
        {t("legal.account.delete.futureNote")}{" "}
        <Link to="/my-tickets" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {t("legal.account.delete.myTickets")}
        </Link>
      </p>
      {futureTickets && failure instanceof ApiError && (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {explainError(t, failure).description}
        </div>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
        <TextField
          label={t("legal.account.delete.password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={t("legal.account.delete.passwordHint", { minutes: FRESH_SIGN_IN_MINUTES })}
          error={passwordError}
        />
        <div className="grid gap-1">
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-confirm`}
              checked={confirmed}
              onCheckedChange={(value) => setConfirmed(value === true)}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
              className="mt-1"
            />
            <Label htmlFor={`${id}-confirm`} className="leading-6 font-normal">
              {t("legal.account.delete.confirm")}
            </Label>
          </div>
          <FieldError id={`${id}-confirm-error`}>{confirmError}</FieldError>
        </div>
        {otherError && (
          <p role="alert" className="text-sm text-destructive">
            {otherError}
          </p>
        )}
        <div>
          <Button type="submit" variant="destructive" disabled={remove.isPending} className="h-11">
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? t("legal.account.delete.working") : t("legal.account.delete.button")}
          </Button>
        </div>
      </form>
    </section>
  );
}
