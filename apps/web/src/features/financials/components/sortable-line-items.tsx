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
import type { RowList } from "../lib/draft-edits";
import { LineItemRow, type LineItemView } from "./line-item-row";

export type SortableLineItemsProps = {
  title: string;
  list: RowList;
  rows: LineItemView[];
  onAmount: (id: string, text: string) => void;
  onRename: (id: string, label: string) => void;
  onDelete: (id: string) => void;
  onMove: (id: string, toId: string) => void;
};

/** An open Income or Expenses section's lines, reordered by drag (pointer or keyboard) with dnd-kit. */
export function SortableLineItems({ title, list, rows, onAmount, onRename, onDelete, onMove }: SortableLineItemsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  }
  return (
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
  );
}
