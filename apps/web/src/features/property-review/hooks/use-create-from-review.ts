import { useLocation } from "wouter";
import { useToast } from "@/components/ui/use-toast";
import { useCreateProperty } from "@/features/properties/api/use-create-property";
import { bodyMessage } from "@/lib/api-client";
import { anyMissing, findMissingStats } from "../lib/missing-stats";
import { reviewFormToCreateInput } from "../lib/review-form-to-create-input";
import type { ReviewForm } from "../lib/review-form";

/** Create Property: checks the address, posts the form, then goes to the missing-figures step or the new property's snapshot. */
export function useCreateFromReview() {
  const create = useCreateProperty();
  const { toast } = useToast();
  const [, navigate] = useLocation();

  function submit(form: ReviewForm) {
    if (!form.details.address.trim()) {
      toast({ title: "Address required", description: "Please enter a property address.", variant: "destructive" });
      return;
    }
    create.mutate(reviewFormToCreateInput(form), {
      onSuccess: (property) => {
        toast({ title: "Property created" });
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
