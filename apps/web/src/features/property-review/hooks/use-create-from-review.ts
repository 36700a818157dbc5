import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { uploadImage, pendingPhotos } from "@/features/property-images";
import { propertyKeys } from "@/shared/property-api/keys";
import { useToast } from "@/components/ui/use-toast";
import { focusField } from "@/lib/focus-field";
import { useCreateProperty } from "@/shared/property-api/use-create-property";
import { bodyMessage } from "@/lib/api-client";
import { anyMissing, findMissingStats } from "../lib/missing-stats";
import { reviewFormToCreateInput } from "../lib/review-form-to-create-input";
import type { ReviewForm } from "../lib/review-form";

/** Create Property: checks the address, posts the form, then goes to the missing-figures step or the new property's snapshot. */
export function useCreateFromReview() {
  const create = useCreateProperty();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [, navigate] = useLocation();

  function submit(form: ReviewForm) {
    if (!form.details.address.trim()) {
      toast({ title: "Address required", description: "Please enter a property address.", variant: "destructive" });
      focusField("review-address");
      return;
    }
    create.mutate(reviewFormToCreateInput(form), {
      onSuccess: async (property) => {
        toast({ title: "Property created" });
        // Photos chosen on /property/new go on the new property before its page opens.
        const photos = pendingPhotos.take();
        if (photos.length > 0) {
          try {
            for (const photo of photos) await uploadImage(property.id, photo);
          } catch {
            toast({
              title: "Upload failed",
              description: "Failed to upload images. Please try again.",
              variant: "destructive",
            });
          }
          void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(property.id) });
          void queryClient.invalidateQueries({ queryKey: propertyKeys.list });
        }
        // Without a price, units, rents or expenses no metric can be computed: ask for them first.
        const missing = anyMissing(findMissingStats(property));
        navigate(missing ? `/property/new/missing-stats?id=${property.id}` : `/property/${property.id}/snapshot`);
      },
      onError: (error) =>
        toast({
          title: "Creation failed",
          description: bodyMessage(error) ?? "Could not create property. Please try again.",
          variant: "destructive",
        }),
    });
  }

  return { submit, isPending: create.isPending };
}
