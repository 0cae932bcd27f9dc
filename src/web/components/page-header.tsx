import type { ReactNode } from "react";

/** A page's title and the sentence that introduces it. */
export function PageHeader({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <header className="grid gap-3">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-lg text-muted-foreground">{lead}</p>
      {children}
    </header>
  );
}
