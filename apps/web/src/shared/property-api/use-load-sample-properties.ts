import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { propertyKeys } from "./keys";

/** POST /api/sample-properties: the demo portfolio, into an empty list. */
export function useLoadSampleProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ids: string[] }>("/api/sample-properties"),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.list }),
  });
}
