import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser attaches to the server's HTML; true from the render
 * right after. A form the server rendered stays disabled until then, so nothing typed into it
 * before the app runs is lost when the app takes it over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
