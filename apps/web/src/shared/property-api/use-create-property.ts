import { useMutation, useQueryClient } from "@tanstack/react-query";
import { propertyKeys } from "./keys";
import { createProperty } from "./property-calls";

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      void queryClient.invalidateQueries({ queryKey: propertyKeys.list });
      void queryClient.invalidateQueries({ queryKey: propertyKeys.realtorSuggestions });
    },
  });
}
