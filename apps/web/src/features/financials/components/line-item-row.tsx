import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AmountInput } from "./amount-input";
import { LabelInput } from "./label-input";

export type LineItemView = {
  id: string;
  label: string;
  /** Beds, baths, sqft of a unit, or where a line came from (file and page). */
  detail?: string;
  display: string;
  editText: string;
};

type Props = {
  row: LineItemView;
  onAmount: (text: string) => void;
  onRename: (label: string) => void;
  onDelete: () => void;
};

/** One income or expense line: drag handle, inline name, amount, delete. */
export function LineItemRow({ row, onAmount, onRename, onDelete }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("flex items-center gap-2 py-1.5", isDragging && "relative z-10 rounded-md bg-muted shadow")}
      data-testid="line-item"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Move ${row.label}`}
        data-row-id={row.id}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        <LabelInput label={row.label} ariaLabel={`Name of ${row.label}`} onRename={onRename} />
        {row.detail && <p className="truncate px-2 text-xs text-muted-foreground">{row.detail}</p>}
      </div>
      <AmountInput
        className="h-9 w-32 shrink-0"
        aria-label={`Amount of ${row.label}`}
        display={row.display}
        editText={row.editText}
        onText={onAmount}
      />
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0"
        aria-label={`Delete ${row.label}`}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
