import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@plexwise/core";
import { getQueryFn } from "@/lib/query-client";

export const userQueryKey = ["/api/user"] as const;

/** The signed-in user, or null when the server answers 401 (signed out). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
