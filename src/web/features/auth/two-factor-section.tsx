import { useQueryClient } from "@tanstack/react-query";
import { Copy, ShieldCheck, ShieldOff } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { authClient, unwrap } from "./auth-client";
import { providerMessage } from "./provider-message";
import { SecondFactorForm } from "./second-factor-form";
import { meQuery } from "./session";

/** The base32 key of an `otpauth://` address, in groups of four for typing into an app. */
function keyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <ul
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-sm"
        aria-label={t("security.twoFactor.recoveryCode")}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(codes.join("\n"))
            .then(() => toast.success(t("security.twoFactor.copied")))
            .catch(() => undefined)
        }
      >
        <Copy aria-hidden="true" />
        {t("security.twoFactor.copyCodes")}
      </Button>
    </div>
  );
}

/** A password confirmation for a sensitive change: set up, turn off, new recovery codes. */
function PasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
  destructive = false,
}: {
  submitLabel: string;
  onSubmit(password: string): Promise<void>;
  onCancel(): void;
  destructive?: boolean;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(providerMessage(t, failure));
      ref.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-3">
      <TextField
        ref={ref}
        autoFocus
        label={t("security.twoFactor.password")}
        hint={t("security.twoFactor.passwordHint")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} variant={destructive ? "destructive" : "default"}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("security.twoFactor.cancel")}
        </Button>
      </div>
    </form>
  );
}

type Step =
  | { kind: "idle" }
  | { kind: "password"; action: "enable" | "disable" | "codes" }
  | { kind: "setup"; totpURI: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

/**
 * Two-step sign-in with an authenticator app (better-auth's two-factor plugin): set up with the
 * password, a QR code and the first code; recovery codes shown once; turned off with the password.
 * `confirm` asks for a code to confirm this session (staff whose sign-in skipped it).
 */
export function TwoFactorSection({ enabled, confirm }: { enabled: boolean; confirm: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const headingId = useId();
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey });

  async function runPassword(action: "enable" | "disable" | "codes", password: string) {
    const twoFactor = authClient().twoFactor;
    const body = password ? { password } : {};
    if (action === "enable") {
      const result = unwrap(await twoFactor.enable(body as { password: string }));
      if (result.method === "totp")
        setStep({ kind: "setup", totpURI: result.totpURI, backupCodes: result.backupCodes });
    } else if (action === "disable") {
      unwrap(await twoFactor.disable(body as { password: string }));
      setStep({ kind: "idle" });
      await refreshMe();
      toast.success(t("security.twoFactor.turnedOffTitle"), { description: t("security.twoFactor.turnedOff") });
    } else {
      const result = unwrap(await twoFactor.generateBackupCodes(body as { password: string }));
      setStep({ kind: "codes", backupCodes: result.backupCodes });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6"
    >
      <div className="flex items-start gap-3">
        {enabled ? (
          <ShieldCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <ShieldOff className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold">
            {t("security.twoFactor.heading")}
          </h2>
          <p className="font-medium">{enabled ? t("security.twoFactor.on") : t("security.twoFactor.off")}</p>
          <p className="text-sm text-muted-foreground">{t("security.twoFactor.explain")}</p>
        </div>
      </div>

      {confirm && (
        <div className="grid max-w-sm gap-2">
          <h3 className="font-semibold">{t("security.twoFactor.verifyHeading")}</h3>
          <SecondFactorForm
            submitLabel={t("security.twoFactor.verify")}
            onDone={async () => {
              await refreshMe();
              toast.success(t("security.twoFactor.confirmedTitle"), { description: t("security.twoFactor.confirmed") });
            }}
          />
        </div>
      )}

      {step.kind === "idle" && !confirm && (
        <div className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button type="button" variant="outline" onClick={() => setStep({ kind: "password", action: "codes" })}>
                {t("security.twoFactor.newCodes")}
              </Button>
              <Button type="button" variant="outline" onClick={() => setStep({ kind: "password", action: "disable" })}>
                {t("security.twoFactor.turnOff")}
              </Button>
            </>
          ) : (
            <Button type="button" onClick={() => setStep({ kind: "password", action: "enable" })}>
              {t("security.twoFactor.start")}
            </Button>
          )}
        </div>
      )}

      {step.kind === "password" && (
        <>
          {step.action === "codes" && <p className="text-sm">{t("security.twoFactor.newCodesHint")}</p>}
          {step.action === "disable" && <p className="text-sm">{t("security.twoFactor.turnOffHint")}</p>}
          <PasswordStep
            submitLabel={
              step.action === "enable"
                ? t("security.twoFactor.continue")
                : step.action === "disable"
                  ? t("security.twoFactor.turnOff")
                  : t("security.twoFactor.newCodes")
            }
            destructive={step.action === "disable"}
            onSubmit={(password) => runPassword(step.action, password)}
            onCancel={() => setStep({ kind: "idle" })}
          />
        </>
      )}

      {step.kind === "setup" && (
        <div className="grid gap-5">
          <div className="grid gap-2">
            <h3 className="font-semibold">{t("security.twoFactor.scanTitle")}</h3>
            <p className="text-sm">{t("security.twoFactor.scan")}</p>
            <div className="justify-self-start rounded-md bg-white p-3">
              <QRCodeSVG value={step.totpURI} size={176} role="img" aria-label={t("security.twoFactor.qrLabel")} />
            </div>
            <p className="text-sm">
              {t("security.twoFactor.key")}:{" "}
              <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono" data-testid="totp-key">
                {keyOf(step.totpURI)}
              </code>
            </p>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">{t("security.twoFactor.recoveryTitle")}</h3>
            <p className="text-sm">{t("security.twoFactor.recovery")}</p>
            <RecoveryCodes codes={step.backupCodes} />
          </div>
          <div className="grid max-w-sm gap-2">
            <h3 className="font-semibold">{t("security.twoFactor.confirmTitle")}</h3>
            <EnableCodeForm
              onDone={async () => {
                setStep({ kind: "idle" });
                await refreshMe();
                toast.success(t("security.twoFactor.enabledTitle"), { description: t("security.twoFactor.enabled") });
              }}
            />
          </div>
        </div>
      )}

      {step.kind === "codes" && (
        <div className="grid gap-2">
          <h3 className="font-semibold">{t("security.twoFactor.newCodesTitle")}</h3>
          <p className="text-sm">{t("security.twoFactor.recovery")}</p>
          <RecoveryCodes codes={step.backupCodes} />
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setStep({ kind: "idle" })}
          >
            {t("common.close")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The first code from the app, which turns two-step sign-in on. */
function EnableCodeForm({ onDone }: { onDone(): Promise<void> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.replace(/[\s-]/g, "");
    if (!/^\d{6}$/.test(value)) {
      setError(t("auth.provider.INVALID_CODE"));
      ref.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      unwrap(await authClient().twoFactor.verifyTotp({ code: value }));
      await onDone();
    } catch (failure) {
      setError(providerMessage(t, failure));
      ref.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        ref={ref}
        label={t("security.twoFactor.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? t("security.twoFactor.confirming") : t("security.twoFactor.confirm")}
      </Button>
    </form>
  );
}
