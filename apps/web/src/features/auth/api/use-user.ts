import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchSessionUser, userQueryKey } from "./session-calls";

export { userQueryKey };

/** The signed-in user, or null when the server answers 401 (signed out). */
export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => fetchSessionUser(signal) });

export function useUser() {
  return useQuery(userQueryOptions());
}
