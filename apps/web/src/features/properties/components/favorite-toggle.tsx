import type { MouseEvent } from "react";
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { useToggleFavorite } from "@/shared/property-api/use-toggle-favorite";

/** The heart: flips at once and rolls back if the server refuses, with a toast unless `quiet` (Financials). */
export function FavoriteToggle({
  id,
  favorite,
  className,
  quiet = false,
}: {
  id: string;
  favorite: boolean;
  className?: string;
  quiet?: boolean;
}) {
  const { toast } = useToast();
  const toggle = useToggleFavorite({
    onError: quiet
      ? undefined
      : () =>
          toast({ title: "Error", description: "Couldn't update favorite. Please try again.", variant: "destructive" }),
    refetchAfter: quiet,
  });

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // The button sits inside a clickable row: the click is for the heart only.
    event.stopPropagation();
    toggle.mutate({ id, favorite: !favorite });
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("relative z-10", className)}
      aria-label={favorite ? "Remove from favorites" : "Add to favorites"}
      onClick={onClick}
    >
      <Heart className={cn(favorite ? "fill-red-600 text-red-600" : "text-muted-foreground")} aria-hidden="true" />
    </Button>
  );
}
