import { useRef } from "react";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The pencil that opens a field for editing. After the edit closes the form is replaced by this
 * button again; `focusOnMount` puts focus back on it so keyboard users keep their place.
 */
export function EditButton({
  label,
  onClick,
  focusOnMount,
}: {
  label: string;
  onClick: () => void;
  focusOnMount: boolean;
}) {
  const focused = useRef(false);
  return (
    <Button
      ref={(el) => {
        if (el && focusOnMount && !focused.current) {
          focused.current = true;
          el.focus();
        }
      }}
      variant="ghost"
      size="icon"
      className="size-8 shrink-0 text-muted-foreground"
      aria-label={`Edit ${label}`}
      onClick={onClick}
    >
      <Pencil aria-hidden="true" />
    </Button>
  );
}
