import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { useTranslation } from "#web/lib/translation";
import { AuthError } from "./auth-api";
import { authClient, unwrap } from "./auth-client";
import { providerMessage } from "./provider-message";

/** The failures after which the sign-in must start again from the password. */
const START_OVER = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

/** A six-digit code as typed (spaces and dashes dropped), or a recovery code as typed. */
function cleanCode(value: string, recovery: boolean): string {
  return recovery ? value.trim() : value.replace(/[\s-]/g, "");
}

/**
 * The second step: the code the authenticator app shows, or (with a lost phone) a recovery code.
 * Used after the password at sign-in, and to confirm an open session before staff pages.
 * `onStartOver` is offered when the step has expired or too many codes were wrong.
 */
export function SecondFactorForm({
  onDone,
  onStartOver,
  submitLabel,
}: {
  onDone(): void | Promise<void>;
  onStartOver?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The keyboard goes to the code at once, and again when switching to a recovery code.
    void recovery;
    inputRef.current?.focus();
  }, [recovery]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = cleanCode(code, recovery);
    if (!recovery && !/^\d{6}$/.test(value)) {
      setError(t("auth.provider.INVALID_CODE"));
      inputRef.current?.focus();
      return;
    }
    if (!value) {
      setError(t("validation.required"));
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const client = authClient();
      if (recovery) unwrap(await client.twoFactor.verifyBackupCode({ code: value }));
      else unwrap(await client.twoFactor.verifyTotp({ code: value }));
      await onDone();
    } catch (failure) {
      setError(providerMessage(t, failure));
      if (failure instanceof AuthError && START_OVER.has(failure.code)) setExpired(true);
      else inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {recovery ? t("auth.twoFactor.recoveryLead") : t("auth.twoFactor.lead")}
      </p>
      <TextField
        ref={inputRef}
        key={recovery ? "recovery" : "app"}
        label={recovery ? t("auth.twoFactor.recoveryCode") : t("auth.twoFactor.code")}
        inputMode={recovery ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 40 : 9}
        required
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (error && !expired) setError(null);
        }}
        error={error}
      />
      {expired && onStartOver ? (
        <Button type="button" onClick={onStartOver} className="w-full">
          {t("auth.twoFactor.startOver")}
        </Button>
      ) : (
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? t("auth.twoFactor.verifying") : (submitLabel ?? t("auth.twoFactor.verify"))}
        </Button>
      )}
      <button
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          setCode("");
          setError(null);
        }}
        className="justify-self-start rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {recovery ? t("auth.twoFactor.useApp") : t("auth.twoFactor.useRecovery")}
      </button>
    </form>
  );
}
