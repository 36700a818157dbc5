import type { ReactNode } from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CollapsibleSection } from "@/components/collapsible-section";
import type { RowList } from "../lib/draft-edits";
import { LineItemRow, type LineItemView } from "./line-item-row";

type Props = {
  title: string;
  list: RowList;
  rows: LineItemView[];
  subtotal: string;
  addLabel: string;
  onAmount: (id: string, text: string) => void;
  onRename: (id: string, label: string) => void;
  onDelete: (id: string) => void;
  onAdd: () => void;
  onMove: (id: string, toId: string) => void;
  /** Lines after the rows, such as the vacancy allowance. */
  footer?: ReactNode;
};

/** The Income or Expenses section: collapsed by default with its signed subtotal; rows reorder by drag. */
export function LineItemsSection({
  title,
  list,
  rows,
  subtotal,
  addLabel,
  onAmount,
  onRename,
  onDelete,
  onAdd,
  onMove,
  footer,
}: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  }
  return (
    <CollapsibleSection title={title} summary={subtotal}>
      <DndContext id={`financials-${list}`} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
          <ul aria-label={`${title} lines`} className="divide-y">
            {rows.map((row) => (
              <LineItemRow
                key={row.id}
                row={row}
                onAmount={(text) => onAmount(row.id, text)}
                onRename={(label) => onRename(row.id, label)}
                onDelete={() => onDelete(row.id)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {rows.length === 0 && <p className="py-2 text-sm text-muted-foreground">No lines yet.</p>}
      {footer}
      <Button variant="outline" size="sm" className="mt-3" onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </CollapsibleSection>
  );
}
