import { useQuery } from "@tanstack/react-query";
import type { CompsResult, StoredAnalysis } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { analysisKeys } from "./analysis-keys";

export type StoredComps = StoredAnalysis<CompsResult>;

export async function getStoredComps(propertyId: string, signal?: AbortSignal): Promise<StoredComps | null> {
  return (await api.get<StoredComps | null>(`/api/properties/${propertyId}/comps`, signal)) ?? null;
}

/** GET /api/properties/:id/comps (SPEC section 7): the stored comparable rents, or null before the first run. */
export function useStoredComps(propertyId: string) {
  return useQuery({
    queryKey: analysisKeys.comps(propertyId),
    queryFn: ({ signal }) => getStoredComps(propertyId, signal),
  });
}
