import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PropertyAnalyses } from "@plexwise/core";
import { propertyKeys } from "@/shared/property-api/keys";
import { api } from "@/lib/api-client";
import { analysisKeys } from "./analysis-keys";

/** The analyses a button runs with a bare POST; comps have their own request (use-run-comps). */
export type RunnableKind = "summary" | "neighborhood" | "performa";

const PATHS: Record<RunnableKind, string> = {
  summary: "analyze-summary",
  neighborhood: "analyze-neighborhood",
  performa: "analyze-performa",
};

export type Stored<K extends keyof PropertyAnalyses> = NonNullable<PropertyAnalyses[K]>;

export const runAnalysis = <K extends RunnableKind>(propertyId: string, kind: K) =>
  api.post<Stored<K>>(`/api/properties/${propertyId}/${PATHS[kind]}`);

/** Puts a fresh result in the cached analyses; without cached analyses yet, they are fetched instead. */
export function useStoreAnalysis(propertyId: string) {
  const queryClient = useQueryClient();
  return <K extends keyof PropertyAnalyses>(kind: K, stored: Stored<K>) => {
    const key = analysisKeys.all(propertyId);
    if (queryClient.getQueryData(key)) {
      queryClient.setQueryData<PropertyAnalyses>(key, (all) => (all ? { ...all, [kind]: stored } : all));
    } else {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
    // The list's rating falls back to the AI overall rating (SPEC section 9). Exact: not this property's other queries.
    void queryClient.invalidateQueries({ queryKey: propertyKeys.list, exact: true });
  };
}

/**
 * POST /api/properties/:id/analyze-<kind>. A failure (429 budget, 502 provider...) leaves the cache alone,
 * so the previous result stays on screen; the caller shows the server's message.
 */
export function useRunAnalysis<K extends RunnableKind>(propertyId: string, kind: K) {
  const store = useStoreAnalysis(propertyId);
  return useMutation({
    mutationFn: () => runAnalysis(propertyId, kind),
    onSuccess: (stored) => store(kind, stored),
  });
}
