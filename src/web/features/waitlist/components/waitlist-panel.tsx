import { Hourglass, Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { WaitlistEntryView } from "#domain/schemas/waitlist";
import { WAITLIST_MAX_SEATS } from "#domain/waitlist/offers";
import { Button } from "#web/components/ui/button";
import { SelectField } from "#web/components/ui/select-field";
import { TextField } from "#web/components/ui/text-field";
import { useAuthDialog, useSession } from "#web/features/auth";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useCatalogParts } from "#web/lib/i18n";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useJoinWaitlist, useLeaveWaitlist, useMyWaitlist } from "../api/waitlist";
import { isSoldOut, parseMaxPrice } from "../lib/waitlist-form";

/**
 * The box office's waitlist panel for one event: shown once the event is sold out (no seat
 * available in the live states), or while the viewer is in line or has seats offered. Join with
 * a count and an optional price ceiling; then one's place, people ahead, and "Leave".
 */
export function WaitlistPanel({ eventId, rows }: { eventId: string; rows: readonly string[] | null }) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const signedIn = session.user !== null;
  const mine = useMyWaitlist(eventId, signedIn);
  const entry = mine.data?.entry ?? null;
  const live = entry !== null && (entry.status === "waiting" || entry.status === "offered");
  const shown = live || isSoldOut(rows);
  // Most events are not sold out: the panel's texts are fetched only for one that shows it.
  const textsReady = useCatalogParts(["waitlist"], shown);
  if (!shown || !textsReady) return null;

  let body: ReactNode;
  if (!signedIn) {
    body = <SignInToJoin />;
  } else if (mine.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("common.loading")}
      </p>
    );
  } else if (mine.isError) {
    body = (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{t("waitlist.box.loadError")}</p>
        <Button variant="outline" size="sm" onClick={() => mine.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  } else if (entry && live) {
    body = <InLine eventId={eventId} entry={entry} />;
  } else {
    body = <JoinForm eventId={eventId} />;
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
        <Hourglass className="size-5" aria-hidden="true" />
        {t("waitlist.box.title")}
      </h2>
      <div className="mt-3 grid gap-3">{body}</div>
    </section>
  );
}

function SignInToJoin() {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  return (
    <>
      <p className="text-sm text-muted-foreground">{t("waitlist.box.soldOut")}</p>
      <p className="text-sm">{t("waitlist.box.signIn")}</p>
      <Button variant="outline" onClick={() => openAuthDialog("sign-in")}>
        {t("waitlist.box.signInButton")}
      </Button>
    </>
  );
}

function JoinForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const join = useJoinWaitlist(eventId);
  const [count, setCount] = useState("1");
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseMaxPrice(price);
    if (!parsed.ok) {
      setPriceError(t("waitlist.box.invalidPrice"));
      return;
    }
    setPriceError(null);
    join.mutate(
      { count: Number(count), maxPriceCents: parsed.cents },
      {
        onSuccess: () => toast.success(t("waitlist.box.joinedTitle"), { description: t("waitlist.box.joined") }),
        onError: (failure) => {
          const { title, description } = explainError(t, failure);
          toast.error(title, { description });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t("waitlist.box.soldOut")}</p>
      <SelectField label={t("waitlist.box.count")} value={count} onChange={(e) => setCount(e.target.value)}>
        {Array.from({ length: WAITLIST_MAX_SEATS }, (_, i) => String(i + 1)).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("waitlist.box.maxPrice")}
        hint={t("waitlist.box.maxPriceHint")}
        error={priceError}
        inputMode="decimal"
        autoComplete="off"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <Button type="submit" disabled={join.isPending}>
        {join.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {join.isPending ? t("waitlist.box.joining") : t("waitlist.box.join")}
      </Button>
    </form>
  );
}

function InLine({ eventId, entry }: { eventId: string; entry: WaitlistEntryView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const leave = useLeaveWaitlist(eventId);

  function onLeave() {
    leave.mutate(undefined, {
      onSuccess: () => toast.success(t("waitlist.box.leftTitle")),
      onError: (failure) => {
        const { title, description } = explainError(t, failure);
        toast.error(title, { description });
      },
    });
  }

  const wanted =
    entry.maxPriceCents === null
      ? t("waitlist.box.wantedAny", { count: entry.count })
      : t("waitlist.box.wanted", { count: entry.count, price: format.money(entry.maxPriceCents) });
  return (
    <>
      {entry.offer ? (
        <div role="status" className="grid gap-3">
          <p className="font-medium">{t("waitlist.box.offered", { time: format.time(entry.offer.expiresAt) })}</p>
          {/* The box office resumes a buyer's open hold when it opens: here, the offered seats' checkout. */}
          <Button onClick={() => window.location.reload()}>{t("waitlist.box.offeredAction")}</Button>
        </div>
      ) : (
        <div role="status" aria-live="polite" className="grid gap-1">
          <p className="text-lg font-semibold">{t("waitlist.box.place", { place: entry.place })}</p>
          <p className="text-sm text-muted-foreground">{t("waitlist.box.ahead", { count: entry.ahead ?? 0 })}</p>
        </div>
      )}
      <p className="text-sm">{wanted}</p>
      <Button variant="outline" onClick={onLeave} disabled={leave.isPending}>
        {leave.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {leave.isPending ? t("waitlist.box.leaving") : t("waitlist.box.leave")}
      </Button>
    </>
  );
}
