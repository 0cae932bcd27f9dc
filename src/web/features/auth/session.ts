import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ability } from "#domain/permissions";
import type { Me } from "#domain/schemas/auth";
import { api } from "#web/lib/api";

export const ANONYMOUS: Me = { user: null, roles: [], abilities: ["site.browse", "feedback.send"], secondFactor: null };

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: () => api<Me>("/api/me"),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The signed-in user and what they may do, as the server says. */
export function useSession() {
  const query = useQuery(meQuery);
  const me = query.data ?? ANONYMOUS;
  return {
    loading: query.isPending,
    user: me.user,
    roles: me.roles,
    /** Staff roles waiting for a second factor, and what is missing (null: nothing waits). */
    secondFactor: me.secondFactor,
    can: (ability: Ability) => me.abilities.includes(ability),
  };
}
