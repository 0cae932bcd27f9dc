import { useQuery } from "@tanstack/react-query";
import { useSession } from "#web/features/auth";
import { managedEventsQuery } from "./managed-events";

/**
 * Whether the viewer may change (edit, delete) an event, as the server decides it
 * (`canChangeEvent`): an admin any event; an event manager the events the management list marks
 * `canChange` (their own); anyone else none. Only a hint for which buttons to show: the server
 * still checks every change.
 */
export function useCanChangeEvent(eventId: string): boolean {
  const session = useSession();
  const editsAny = session.can("events.editAny");
  const manages = session.user !== null && session.can("events.manage");
  const managed = useQuery({ ...managedEventsQuery, enabled: manages && !editsAny });
  if (editsAny) return true;
  if (!manages) return false;
  return managed.data?.some((event) => event.id === eventId && event.canChange) ?? false;
}
