import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@plexwise/core";
import { userQueryKey } from "./use-user";

/**
 * Stores who is signed in and drops every other cached query, so one account never sees data
 * loaded for the previous one.
 */
export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, user);
}
