import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";
import { buttonVariants } from "./button";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  /** A change that removes something: the confirm button is red. */
  destructive?: boolean;
  /**
   * For an action that takes a while: given, the dialog stays open after Confirm (the caller
   * closes it when done), and while it is true both buttons wait and Confirm says `pendingLabel`.
   */
  pending?: boolean;
  pendingLabel?: string;
  /** What the action applies to, shown under the description. */
  children?: ReactNode;
}

/**
 * "Are you sure?" before an action that cannot be undone. An alert dialog: the focus starts on
 * Cancel, Escape cancels, and screen readers announce the title and description.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  pending,
  pendingLabel,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: destructive ? "destructive" : "default" }))}
              disabled={pending}
              onClick={(event) => {
                if (pending !== undefined) event.preventDefault();
                onConfirm();
              }}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
