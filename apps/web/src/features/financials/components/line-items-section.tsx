import { Suspense, useEffect, type ReactNode } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CollapsibleSection } from "@/components/collapsible-section";
import { Spinner } from "@/components/ui/spinner";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { whenIdle } from "@/lib/when-idle";
import type { SortableLineItemsProps } from "./sortable-line-items";

// The lines and their drag and drop (dnd-kit) are downloaded when a section is first opened, or once the browser is
// idle: both sections start closed, so the Financials page paints without them.
const SortableLineItems = lazyWithPreload(
  () => import("./sortable-line-items"),
  (m) => m.SortableLineItems,
);

type Props = SortableLineItemsProps & {
  subtotal: string;
  addLabel: string;
  onAdd: () => void;
  /** Lines after the rows, such as the vacancy allowance. */
  footer?: ReactNode;
};

/** The Income or Expenses section: collapsed by default with its signed subtotal; rows reorder by drag. */
export function LineItemsSection({ subtotal, addLabel, onAdd, footer, ...lines }: Props) {
  useEffect(() => whenIdle(SortableLineItems.prefetch), []);
  return (
    <CollapsibleSection title={lines.title} summary={subtotal}>
      <Suspense fallback={<Spinner className="py-4" label={`Loading ${lines.title} lines`} />}>
        <SortableLineItems {...lines} />
      </Suspense>
      {lines.rows.length === 0 && <p className="py-2 text-sm text-muted-foreground">No lines yet.</p>}
      {footer}
      <Button variant="outline" size="sm" className="mt-3" onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </CollapsibleSection>
  );
}
