import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@plexwise/core";
import { userQueryKey } from "./session-calls";

/**
 * Stores who is signed in and drops every other cached query, so one account never sees data
 * loaded for the previous one.
 */
export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, user);
}

/**
 * After signing in or registering on a public page: hands the user to the data layer, loading it if the idle
 * prefetch has not yet, so the signed-in screens start without asking the server who is signed in. A failed
 * download is left to the next screen, which asks.
 */
export async function handOverSessionUser(user: User): Promise<void> {
  try {
    const { queryClient } = await import("@/lib/query-client");
    setSessionUser(queryClient, user);
  } catch {
    // The signed-in frame loads the data layer again and asks the server for the user.
  }
}
