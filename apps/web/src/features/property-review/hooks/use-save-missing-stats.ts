import { useLocation } from "wouter";
import type { Property } from "@plexwise/core";
import { useToast } from "@/components/ui/use-toast";
import { useUpdateProperty } from "@/shared/property-api/use-update-property";
import { bodyMessage } from "@/lib/api-client";
import { missingStatsPatch, type MissingStatsInput } from "../lib/missing-stats";

/** Save: PATCH the figures the user filled in, then open the snapshot. Nothing filled in: just go on. */
export function useSaveMissingStats(property: Property) {
  const update = useUpdateProperty(property.id);
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const snapshot = `/property/${property.id}/snapshot`;

  function save(input: MissingStatsInput) {
    const patch = missingStatsPatch(property, input);
    if (Object.keys(patch).length === 0) {
      navigate(snapshot);
      return;
    }
    update.mutate(patch, {
      onSuccess: () => {
        toast({ title: "Figures saved" });
        navigate(snapshot);
      },
      onError: (error) =>
        toast({
          title: "Save failed",
          description: bodyMessage(error) ?? "Could not save the figures. Please try again.",
          variant: "destructive",
        }),
    });
  }

  return { save, isPending: update.isPending };
}
