import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]["success"]>[0];

/**
 * The notification library loads with the first notification: no page shows one before the
 * visitor does something, so no page's first load carries it. Calls made while it loads run in
 * their order once it is there (a dismissal after the toast it dismisses).
 */
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function sonner(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner");
    for (const listener of listeners) listener();
  }
  return loading;
}

function show(kind: "success" | "error" | "warning" | "message") {
  return (message: Message, data?: ExternalToast): void => {
    void sonner().then((module) => module.toast[kind](message, data));
  };
}

/** Sonner's `toast`, as this app uses it; the library is fetched on the first call. */
export const toast = Object.assign(show("message"), {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  dismiss(id?: string | number): void {
    // Nothing can be on screen before the library is there.
    if (loading) void loading.then((module) => module.toast.dismiss(id));
  },
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notification was asked for during this visit (the place they show in then loads). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading !== undefined,
    () => false,
  );
}
