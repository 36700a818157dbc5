import { useQuery } from "@tanstack/react-query";
import type { PropertyAnalyses } from "@plexwise/core";
import { analysisKeys } from "./analysis-keys";

/** GET /api/properties/:id/analyses: the latest stored result of each kind, null where none was run. */
export function usePropertyAnalyses(propertyId: string) {
  return useQuery<PropertyAnalyses>({ queryKey: analysisKeys.all(propertyId) });
}
