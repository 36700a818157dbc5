import { TriangleAlert } from "lucide-react";
import { monthlyToAnnualCents } from "@plexwise/core/money";
import { monthlyTotals } from "@plexwise/core/finance";
import { formatGroupedInput } from "../lib/number-inputs";
import type { RentRow } from "../lib/review-form";
import { toUnits } from "../lib/review-form-to-create-input";
import { AmountCells } from "./amount-cells";
import { SourceButton } from "./source-button";
import { cn } from "@/lib/cn";
import { card, CellInput, DeleteRowButton, EmptyRowsNote, TableSection, Th, TotalsRow } from "./table-parts";

type Props = {
  rows: RentRow[];
  unitCount: number | null;
  onChange: (key: string, patch: Partial<RentRow>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
};

/** Rent Roll: one row per unit with beds, baths, size and rent in place (monthly and annual). */
export function RentRollTable({ rows, unitCount, onChange, onRemove, onAdd }: Props) {
  const rentMonthlyCents = monthlyTotals(toUnits(rows), [], []).rentMonthlyCents;
  const surplus = unitCount !== null && rows.length > unitCount;
  return (
    <TableSection
      id="review-rent-roll"
      title="Rent Roll"
      addLabel="Add Rental Income"
      onAdd={onAdd}
      footer={
        <p role="status" className="mt-3 text-sm text-amber-800">
          {surplus && (
            <span className="inline-flex items-start gap-1.5">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              The rent roll has {rows.length} rows but Units is {unitCount}. Both are saved as entered; check the unit
              count.
            </span>
          )}
        </p>
      }
    >
      <table className={cn(card.table, "sm:min-w-[40rem]")}>
        <thead className={card.head}>
          <tr>
            <Th className="w-32">Unit</Th>
            <Th className="w-20">Beds</Th>
            <Th className="w-20">Baths</Th>
            <Th className="w-24">Sq Ft</Th>
            <Th>Rent Monthly</Th>
            <Th>Rent Annual</Th>
            <Th className="w-10">
              <span className="sr-only">Delete</span>
            </Th>
          </tr>
        </thead>
        <tbody className={card.body}>
          {rows.length === 0 && (
            <EmptyRowsNote columns={7}>No units yet. Enter Units above or add rental income.</EmptyRowsNote>
          )}
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <tr key={row.key} className={card.row}>
                <td data-label={`Unit ${n}`} className={cn(card.cell, card.wide)}>
                  <div className="flex items-center gap-1">
                    <CellInput
                      aria-label={`Unit number, unit ${n}`}
                      placeholder={`Unit ${n}`}
                      maxLength={40}
                      value={row.unitNumber}
                      onValueChange={(unitNumber) => onChange(row.key, { unitNumber })}
                    />
                    <SourceButton source={row.source} label={`unit ${n}`} />
                  </div>
                  {row.fromMix && (
                    <span className="mt-1 inline-block rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-900">
                      From the unit mix
                    </span>
                  )}
                  {(row.leaseStart || row.leaseEnd) && (
                    <span className="mt-1 block text-xs text-muted-foreground">
                      Lease {row.leaseStart ?? "?"} to {row.leaseEnd ?? "?"}
                    </span>
                  )}
                </td>
                <td data-label="Beds" className={card.cell}>
                  <CellInput
                    aria-label={`Beds, unit ${n}`}
                    inputMode="decimal"
                    value={row.beds}
                    onValueChange={(beds) => onChange(row.key, { beds })}
                  />
                </td>
                <td data-label="Baths" className={card.cell}>
                  <CellInput
                    aria-label={`Baths, unit ${n}`}
                    inputMode="decimal"
                    value={row.baths}
                    onValueChange={(baths) => onChange(row.key, { baths })}
                  />
                </td>
                <td data-label="Sq Ft" className={card.cell}>
                  <CellInput
                    aria-label={`Sq Ft, unit ${n}`}
                    inputMode="numeric"
                    value={row.sqft}
                    onValueChange={(sqft) => onChange(row.key, { sqft: formatGroupedInput(sqft) })}
                  />
                </td>
                <AmountCells
                  amount={row.rent}
                  onChange={(rent) => onChange(row.key, { rent })}
                  monthlyLabel={`Rent Monthly, unit ${n}`}
                  annualLabel={`Rent Annual, unit ${n}`}
                />
                <td className={cn(card.cell, "max-sm:col-span-2 max-sm:justify-self-end max-sm:before:hidden")}>
                  <DeleteRowButton label={`Delete unit ${n}`} onClick={() => onRemove(row.key)} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <TotalsRow
          label="Subtotal"
          leadingColumns={4}
          monthlyCents={rentMonthlyCents}
          annualCents={monthlyToAnnualCents(rentMonthlyCents)}
        />
      </table>
    </TableSection>
  );
}
