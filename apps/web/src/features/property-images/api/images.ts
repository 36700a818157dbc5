import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PropertyImage, UploadTarget } from "@plexwise/core";
import { api, apiUploadFile } from "@/lib/api-client";
import { propertyKeys } from "@/shared/property-api/keys";

export const imageKeys = { of: (propertyId: string) => ["/api/properties", propertyId, "images"] as const };

export const useImages = (propertyId: string) => useQuery<PropertyImage[]>({ queryKey: imageKeys.of(propertyId) });

/** One photo: ask for an upload URL, PUT the bytes there, then attach the upload to the property. */
export async function uploadImage(propertyId: string, file: File): Promise<PropertyImage> {
  if (!propertyId) throw new Error("An image can only be uploaded to a saved property.");
  const { uploadURL } = await api.post<UploadTarget>("/api/objects/upload");
  await apiUploadFile(uploadURL, file);
  return api.post<PropertyImage>(`/api/properties/${propertyId}/images`, { imageURL: uploadURL });
}

/** The images changed: the gallery, the property (its hero) and the list's thumbnail follow. */
function useRefreshAfter(propertyId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: imageKeys.of(propertyId) });
    void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
    void queryClient.invalidateQueries({ queryKey: propertyKeys.list });
  };
}

export function useUploadImages(propertyId: string) {
  const refresh = useRefreshAfter(propertyId);
  return useMutation({
    // One at a time, in the order chosen, so the gallery keeps that order.
    mutationFn: async (files: File[]) => {
      for (const file of files) await uploadImage(propertyId, file);
    },
    onSettled: refresh,
  });
}

export function useDeleteImage(propertyId: string) {
  const refresh = useRefreshAfter(propertyId);
  return useMutation({
    mutationFn: (imageId: string) => api.delete(`/api/properties/${propertyId}/images/${imageId}`),
    onSettled: refresh,
  });
}

export function useReorderImages(propertyId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfter(propertyId);
  return useMutation<unknown, Error, PropertyImage[], { previous: PropertyImage[] | undefined }>({
    mutationFn: (images) =>
      api.put(`/api/properties/${propertyId}/images/reorder`, { imageIds: images.map((i) => i.id) }),
    onMutate: async (images) => {
      await queryClient.cancelQueries({ queryKey: imageKeys.of(propertyId) });
      const previous = queryClient.getQueryData<PropertyImage[]>(imageKeys.of(propertyId));
      queryClient.setQueryData(imageKeys.of(propertyId), images);
      return { previous };
    },
    onError: (_error, _images, context) => queryClient.setQueryData(imageKeys.of(propertyId), context?.previous),
    onSettled: refresh,
  });
}
