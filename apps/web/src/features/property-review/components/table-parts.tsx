import type { ComponentProps, ReactNode } from "react";
import { Plus, Trash2 } from "lucide-react";
import { formatCents } from "@plexwise/core/money";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** "$1,200" for whole dollars, "$858.75" when there are cents. */
export const formatTotal = (cents: number): string => formatCents(cents, { showCents: cents % 100 !== 0 });

/**
 * On a phone (below `sm`) a review table is a card per row, each cell labelled by its `data-label`, with the
 * totals kept in view at the bottom of the screen: no column (the rent, the totals) is ever off to the side.
 */
export const card = {
  table: "w-full border-collapse max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:grid max-sm:gap-3",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-2 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:p-2",
  cell: "px-1 py-1 max-sm:block max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
  wide: "max-sm:col-span-2",
};

/** A section card of the review form: heading, table (scrolling sideways on wide screens, cards on phones), add button, notes. */
export function TableSection({
  id,
  title,
  addLabel,
  onAdd,
  children,
  footer,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      <div className="relative mt-4 sm:overflow-x-auto">{children}</div>
      {footer}
    </section>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn("px-1 pb-2 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground", className)}
      {...props}
    />
  );
}

export const cellInputClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";

export function CellInput({
  className,
  onValueChange,
  ...props
}: Omit<ComponentProps<"input">, "onChange"> & { onValueChange: (value: string) => void }) {
  return <input className={cn(cellInputClass, className)} onChange={(e) => onValueChange(e.target.value)} {...props} />;
}

export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9 text-muted-foreground hover:text-destructive"
      aria-label={label}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** The table's footer row: a label spanning the leading columns, then monthly and annual totals. */
export function TotalsRow({
  label,
  leadingColumns,
  monthlyCents,
  annualCents,
}: {
  label: string;
  leadingColumns: number;
  monthlyCents: number;
  annualCents: number;
}) {
  return (
    <tfoot className="max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:mt-3 max-sm:block max-sm:border-t max-sm:bg-card max-sm:py-2">
      <tr className="border-t font-semibold max-sm:grid max-sm:grid-cols-2 max-sm:border-t-0">
        <th scope="row" colSpan={leadingColumns} className="px-1 pt-3 text-left text-sm max-sm:col-span-2 max-sm:pt-0">
          {label}
        </th>
        <td data-label="Monthly" className={cn(card.cell, "pt-3 text-sm tabular-nums max-sm:pt-0")}>
          {formatTotal(monthlyCents)}
        </td>
        <td data-label="Annual" className={cn(card.cell, "pt-3 text-sm tabular-nums max-sm:pt-0")}>
          {formatTotal(annualCents)}
        </td>
        <td className="max-sm:hidden" />
      </tr>
    </tfoot>
  );
}

export function EmptyRowsNote({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-1 py-3 text-sm text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}
