import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { propertyKeys } from "./keys";

export const deleteProperty = (id: string) => api.delete<undefined>(`/api/properties/${id}`);

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: propertyKeys.list });
    },
  });
}
