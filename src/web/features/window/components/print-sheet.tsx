import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "#web/lib/use-hydrated";

export type Paper = "letter" | "receipt";

/**
 * What the page prints: mounted beside the app at the end of <body>, hidden on screen; while it is
 * there, printing shows only it (styles.css, "Printing"). `paper` picks the page size: standard
 * paper, or an 80 mm receipt roll with one ticket per cut.
 */
export function PrintSheet({ paper, children }: { paper: Paper; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return createPortal(
    <div className="print-sheet" data-paper={paper}>
      {children}
    </div>,
    document.body,
  );
}
