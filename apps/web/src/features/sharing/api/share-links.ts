import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatedShareLink, CreateShareLinkInput, ShareLink } from "@plexwise/core";
import { api } from "@/lib/api-client";

const linksUrl = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/share-links`;
const linksKey = (propertyId: string) => [linksUrl(propertyId)] as const;

/** The owner's links to a property, newest first, without their tokens. */
export const useShareLinks = (propertyId: string, enabled: boolean) =>
  useQuery({
    queryKey: linksKey(propertyId),
    queryFn: ({ signal }) => api.get<ShareLink[]>(linksUrl(propertyId), signal),
    enabled,
  });

/** A new link; its answer holds the token and URL, which are shown once. */
export function useCreateShareLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareLinkInput) => api.post<CreatedShareLink>(linksUrl(propertyId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(propertyId) }),
  });
}

export function useRevokeShareLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.delete<undefined>(`${linksUrl(propertyId)}/${encodeURIComponent(linkId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(propertyId) }),
  });
}
