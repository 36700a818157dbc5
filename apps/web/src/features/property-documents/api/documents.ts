import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DocumentKind, PropertyDocument } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { readAsDataUrl } from "@/lib/read-data-url";

/** Query keys double as URLs: GET /api/properties/{id}/documents. */
export const documentKeys = { of: (propertyId: string) => ["/api/properties", propertyId, "documents"] as const };

export const useDocuments = (propertyId: string) =>
  useQuery<PropertyDocument[]>({ queryKey: documentKeys.of(propertyId) });

function useRefresh(propertyId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: documentKeys.of(propertyId) });
}

/** One file at a time, in the order chosen; the list is refreshed whether or not all of them were taken. */
export function useAddDocuments(propertyId: string) {
  const refresh = useRefresh(propertyId);
  return useMutation({
    mutationFn: async (files: File[]) => {
      const added: PropertyDocument[] = [];
      for (const file of files) {
        const dataUrl = await readAsDataUrl(file);
        added.push(
          await api.post<PropertyDocument>(`/api/properties/${propertyId}/documents`, {
            fileName: file.name,
            mimeType: file.type,
            dataUrl,
          }),
        );
      }
      return added;
    },
    onSettled: refresh,
  });
}

export function useChangeDocumentKind(propertyId: string) {
  const refresh = useRefresh(propertyId);
  return useMutation({
    mutationFn: ({ documentId, kind }: { documentId: string; kind: DocumentKind }) =>
      api.patch<PropertyDocument>(`/api/properties/${propertyId}/documents/${documentId}`, { kind }),
    onSettled: refresh,
  });
}

export function useRemoveDocument(propertyId: string) {
  const refresh = useRefresh(propertyId);
  return useMutation({
    mutationFn: (documentId: string) => api.delete(`/api/properties/${propertyId}/documents/${documentId}`),
    onSettled: refresh,
  });
}
