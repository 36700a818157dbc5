import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdatePropertyInput } from "@plexwise/core";
import { propertyKeys } from "./keys";
import { updateProperty } from "./property-calls";

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
