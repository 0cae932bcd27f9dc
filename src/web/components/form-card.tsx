import type { FormEvent, ReactNode, RefObject } from "react";
import { useId } from "react";
import { useHydrated } from "#web/lib/use-hydrated";

/** The card a public form is drawn in: its title names the form, the note says which fields are required. */
export function FormCard({
  title,
  note,
  formRef,
  onSubmit,
  busy,
  children,
}: {
  title: string;
  note: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const hydrated = useHydrated();
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy}
      className="relative grid gap-5 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{note}</p>
      </div>
      {/* Disabled in the server's HTML until the app runs: the app would reset what was typed. */}
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
