import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompsRunRequest } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { analysisKeys } from "./analysis-keys";
import type { StoredComps } from "./use-stored-comps";
import { useStoreAnalysis } from "./use-run-analysis";

/** An empty request lets the server take the address and unit types from the property. */
export const runComps = (propertyId: string, request: CompsRunRequest = {}) =>
  api.post<StoredComps>(`/api/properties/${propertyId}/comps/run`, request);

/** POST comps/run; the answer replaces the stored comps in both caches that hold them. */
export function useRunComps(propertyId: string) {
  const queryClient = useQueryClient();
  const store = useStoreAnalysis(propertyId);
  return useMutation({
    mutationFn: () => runComps(propertyId),
    onSuccess: (stored) => {
      queryClient.setQueryData(analysisKeys.comps(propertyId), stored);
      store("comps", stored);
    },
  });
}
