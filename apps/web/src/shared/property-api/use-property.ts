import { useQuery } from "@tanstack/react-query";
import type { Property } from "@plexwise/core";
import { propertyKeys } from "./keys";

/** One property; the fetch runs only when there is an id (SPEC section 7). */
export function useProperty(id: string | undefined) {
  return useQuery<Property>({ queryKey: propertyKeys.detail(id ?? ""), enabled: Boolean(id) });
}
