import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, api } from "./api-client";

/** The URL a query key stands for: its segments joined by "/" (e.g. ["/api/properties", 7]). */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** A GET of the query key's URL; with `on401: "returnNull"` a 401 resolves to null instead of failing. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await api.get<T>(queryKeyToUrl(queryKey), signal);
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** SPEC section 9: data loads once and stays; nothing refetches or retries on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
