import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Property, UpdatePropertyInput } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { propertyKeys } from "./keys";

export const updateProperty = (id: string, changes: UpdatePropertyInput) =>
  api.patch<Property>(`/api/properties/${id}`, changes);

/** PATCH one or more fields; the answer is the saved property, which replaces the cached one. */
export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePropertyInput) => updateProperty(id, changes),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(id), property);
      void queryClient.invalidateQueries({ queryKey: propertyKeys.list });
    },
  });
}
