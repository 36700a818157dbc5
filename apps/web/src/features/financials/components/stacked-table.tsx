import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type StackedColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Text columns (names) align left; figures right. */
  text?: boolean;
};

type Props<Row> = {
  caption: string;
  columns: StackedColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  testId?: string;
};

/**
 * A small table of figures; on a phone (below `sm`) each row is a card whose cells carry their column's name, so
 * nothing is off to the side at 390 px (as the review's rent roll does).
 */
export function StackedTable<Row>({ caption, columns, rows, rowKey, testId }: Props<Row>) {
  return (
    <table data-testid={testId} className="w-full text-sm tabular-nums max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b text-xs uppercase text-muted-foreground">
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn("px-1 py-2", column.text ? "text-left" : "text-right")}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:grid max-sm:gap-2">
        {rows.map((row, index) => (
          <tr
            key={rowKey(row, index)}
            className="border-b last:border-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-2 max-sm:rounded-lg max-sm:border max-sm:p-2 max-sm:last:border"
          >
            {columns.map((column) => (
              <td
                key={column.label}
                data-label={column.label}
                className={cn(
                  "px-1 py-1.5 max-sm:block max-sm:text-left max-sm:before:block max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
                  column.text ? "text-left" : "text-right",
                )}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
