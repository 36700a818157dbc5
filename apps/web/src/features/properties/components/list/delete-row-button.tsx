import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The bin on a list row; it only asks the page to confirm, and never opens the property. */
export function DeleteRowButton({ onDelete }: { onDelete: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative z-10 text-muted-foreground hover:text-destructive"
      aria-label="Delete property"
      onClick={(event) => {
        event.stopPropagation();
        onDelete();
      }}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
