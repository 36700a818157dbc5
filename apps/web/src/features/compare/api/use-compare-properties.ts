import { useMutation } from "@tanstack/react-query";
import type { CompareRequest, CompareResult } from "@plexwise/core";
import { api } from "@/lib/api-client";

export const compareProperties = (request: CompareRequest) => api.post<CompareResult>("/api/compare", request);

/** POST /api/compare: the properties side by side on the shared assumptions, ranked, with a narrative. */
export const useCompareProperties = () =>
  useMutation<CompareResult, Error, CompareRequest>({ mutationFn: compareProperties });
