import { useQuery } from "@tanstack/react-query";
import type { PropertySummary } from "@plexwise/core";
import { useUser } from "@/features/auth/api/use-user";
import { propertyKeys } from "./keys";

/** My Properties: loads only once a user is signed in (SPEC section 6). */
export function useProperties() {
  const { data: user, isLoading } = useUser();
  return useQuery<PropertySummary[]>({ queryKey: propertyKeys.list, enabled: Boolean(user) && !isLoading });
}
