import type { ReactNode } from "react";
import { monthlyToAnnualCents } from "@plexwise/core/money";
import type { IncomeRow } from "../lib/review-form";
import { AmountCells } from "./amount-cells";
import { LineSourceNote } from "./line-source-note";
import { cn } from "@/lib/cn";
import { card, CellInput, DeleteRowButton, EmptyRowsNote, TableSection, Th, TotalsRow } from "./table-parts";

type Props<Row extends IncomeRow> = {
  id: string;
  title: string;
  addLabel: string;
  /** Used in every accessible label: "Expense label 2", "Delete expense 2". */
  itemName: string;
  placeholder: string;
  emptyText: string;
  rows: Row[];
  monthlyCents: number;
  onChange: (key: string, patch: Partial<Row>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
  /** One more column between the label and the amounts (the expense category). */
  extraColumn?: { header: string; cell: (row: Row, n: number) => ReactNode };
};

/** A table of labelled monthly/annual amounts with add, delete and a total: other income and expenses. */
export function LineItemsTable<Row extends IncomeRow>(props: Props<Row>) {
  const { rows, itemName, extraColumn, onChange, onRemove } = props;
  const columns = extraColumn ? 5 : 4;
  return (
    <TableSection id={props.id} title={props.title} addLabel={props.addLabel} onAdd={props.onAdd}>
      <table className={cn(card.table, extraColumn ? "sm:min-w-[40rem]" : "sm:min-w-[32rem]")}>
        <thead className={card.head}>
          <tr>
            <Th>Label</Th>
            {extraColumn && <Th className="w-36">{extraColumn.header}</Th>}
            <Th className="w-36">Monthly</Th>
            <Th className="w-36">Annual</Th>
            <Th className="w-10">
              <span className="sr-only">Delete</span>
            </Th>
          </tr>
        </thead>
        <tbody className={card.body}>
          {rows.length === 0 && <EmptyRowsNote columns={columns}>{props.emptyText}</EmptyRowsNote>}
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <tr key={row.key} className={cn("align-top", card.row)}>
                <td data-label="Label" className={cn(card.cell, card.wide)}>
                  <CellInput
                    aria-label={`${itemName} label ${n}`}
                    placeholder={props.placeholder}
                    maxLength={120}
                    value={row.label}
                    onValueChange={(label) => onChange(row.key, { label } as Partial<Row>)}
                  />
                  <LineSourceNote row={row} />
                </td>
                {extraColumn && (
                  <td data-label={extraColumn.header} className={cn(card.cell, card.wide)}>
                    {extraColumn.cell(row, n)}
                  </td>
                )}
                <AmountCells
                  amount={row.amount}
                  onChange={(amount) => onChange(row.key, { amount } as Partial<Row>)}
                  monthlyLabel={`${itemName} monthly ${n}`}
                  annualLabel={`${itemName} annual ${n}`}
                />
                <td className={cn(card.cell, "max-sm:col-span-2 max-sm:justify-self-end max-sm:before:hidden")}>
                  <DeleteRowButton label={`Delete ${itemName.toLowerCase()} ${n}`} onClick={() => onRemove(row.key)} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <TotalsRow
          label="Total"
          leadingColumns={extraColumn ? 2 : 1}
          monthlyCents={props.monthlyCents}
          annualCents={monthlyToAnnualCents(props.monthlyCents)}
        />
      </table>
    </TableSection>
  );
}
