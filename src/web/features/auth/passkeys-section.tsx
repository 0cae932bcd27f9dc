import { useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { formatVenueDay } from "#domain/date-format";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { authClient, unwrap } from "./auth-client";
import { providerMessage } from "./provider-message";

interface Passkey {
  id: string;
  name?: string | null;
  createdAt?: string | null;
}

export const passkeysQuery = {
  queryKey: ["passkeys"] as const,
  queryFn: async () =>
    unwrap(await authClient().$fetch<Passkey[]>("/passkey/list-user-passkeys", { method: "GET" })) ?? [],
};

/** Passkeys (better-auth's passkey plugin): add one on this device, see them, remove one. */
export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const headingId = useId();
  const supported = typeof window !== "undefined" && "PublicKeyCredential" in window;

  async function add(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      unwrap(await authClient().passkey.addPasskey(name.trim() ? { name: name.trim() } : {}));
      setName("");
      await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      toast.success(t("security.passkeys.addedTitle"), { description: t("security.passkeys.added") });
    } catch (failure) {
      toast.error(t("security.failedTitle"), { description: providerMessage(t, failure) });
    } finally {
      setPending(false);
    }
  }

  async function remove(passkey: Passkey) {
    try {
      unwrap(await authClient().$fetch("/passkey/delete-passkey", { method: "POST", body: { id: passkey.id } }));
      await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      toast.success(t("security.passkeys.removedTitle"));
    } catch (failure) {
      toast.error(t("security.failedTitle"), { description: providerMessage(t, failure) });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6"
    >
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold">
            {t("security.passkeys.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("security.passkeys.explain")}</p>
        </div>
      </div>

      {passkeys.isPending ? (
        <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
      ) : passkeys.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("security.passkeys.loadError")}
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm">{t("security.passkeys.none")}</p>
      ) : (
        <ul aria-label={t("security.passkeys.listLabel")} className="grid gap-2">
          {passkeys.data.map((passkey) => {
            const label = passkey.name || t("security.passkeys.unnamed");
            return (
              <li key={passkey.id} className="flex items-center justify-between gap-3 rounded-md border p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{label}</p>
                  {passkey.createdAt && (
                    <p className="text-xs text-muted-foreground">
                      {t("security.passkeys.addedOn", {
                        date: formatVenueDay(String(passkey.createdAt), "PPP", i18n.language),
                      })}
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("security.passkeys.remove", { name: label })}
                  onClick={() => void remove(passkey)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      {supported ? (
        <form onSubmit={add} className="flex max-w-md flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            label={t("security.passkeys.name")}
            placeholder={t("security.passkeys.namePlaceholder")}
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={pending}>
            {pending ? t("security.passkeys.adding") : t("security.passkeys.add")}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{t("security.passkeys.unsupported")}</p>
      )}
    </section>
  );
}
