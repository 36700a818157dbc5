import { useQuery } from "@tanstack/react-query";
import { propertyKeys } from "./keys";
import { fetchProperty } from "./property-calls";

/** One property; the fetch runs only when there is an id (SPEC section 7). */
export function useProperty(id: string | undefined) {
  return useQuery({
    queryKey: propertyKeys.detail(id ?? ""),
    queryFn: ({ signal }) => fetchProperty(id ?? "", signal),
    enabled: Boolean(id),
  });
}
