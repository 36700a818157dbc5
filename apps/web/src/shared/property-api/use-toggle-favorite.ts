import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Property, PropertySummary } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { propertyKeys } from "./keys";

type Snapshot = { list: PropertySummary[] | undefined; detail: Property | undefined };

/**
 * Favourite toggles apply at once in the list and the detail (SPEC section 4) and roll back on error;
 * `onError` lets each screen add its own message (a toast on the list and snapshot, silence on Financials);
 * Financials also refetches the property and the list afterwards (`refetchAfter`).
 */
export function useToggleFavorite(options: { onError?: () => void; refetchAfter?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation<{ id: string; favorite: boolean }, Error, { id: string; favorite: boolean }, Snapshot>({
    mutationFn: ({ id, favorite }) => api.post(`/api/properties/${id}/favorite`, { favorite }),
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries({ queryKey: propertyKeys.list });
      const snapshot: Snapshot = {
        list: queryClient.getQueryData(propertyKeys.list),
        detail: queryClient.getQueryData(propertyKeys.detail(id)),
      };
      queryClient.setQueryData<PropertySummary[]>(propertyKeys.list, (list) =>
        list?.map((p) => (p.id === id ? { ...p, favorite } : p)),
      );
      queryClient.setQueryData<Property>(propertyKeys.detail(id), (p) => (p ? { ...p, favorite } : p));
      return snapshot;
    },
    onError: (_error, { id }, snapshot) => {
      queryClient.setQueryData(propertyKeys.list, snapshot?.list);
      queryClient.setQueryData(propertyKeys.detail(id), snapshot?.detail);
      options.onError?.();
    },
    onSettled: (_data, _error, { id }) => {
      if (!options.refetchAfter) return;
      void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: propertyKeys.list });
    },
  });
}
