import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePropertyInput, Property } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { propertyKeys } from "./keys";

export const createProperty = (input: CreatePropertyInput) => api.post<Property>("/api/properties", input);

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
