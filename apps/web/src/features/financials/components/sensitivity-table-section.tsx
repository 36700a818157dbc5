import type { Underwriting } from "@plexwise/core";
import { useMemo } from "react";
import { SENSITIVITY_AXES, SENSITIVITY_METRICS, sensitivityTable, type DealInput } from "@plexwise/core/finance";
import { CollapsibleSection } from "@/components/collapsible-section";
import { cn } from "@/lib/cn";
import { DEFAULT_SENSITIVITY, setSensitivity } from "../lib/underwriting-edits";
import { AXIS_LABELS, axisText, METRIC_LABELS, metricText } from "../lib/underwriting-labels";

type Props = { underwriting: Underwriting | null; input: DealInput; onChange: (value: Underwriting) => void };

const selectClass = "h-8 rounded-md border bg-background px-2 text-sm";

type PickerProps<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onPick: (value: T) => void;
};

function Picker<T extends string>({ label, value, options, labels, onPick }: PickerProps<T>) {
  return (
    <label>
      {label}{" "}
      <select className={selectClass} value={value} onChange={(e) => onPick(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A two-way table: the picked metric for each step of the two picked axes; the middle is the deal as entered.
 * Closed, the section computes nothing: each cell is the deal underwritten again.
 */
export function SensitivityTableSection(props: Props) {
  return (
    <CollapsibleSection title="Two-way sensitivity">
      <SensitivityTableBody {...props} />
    </CollapsibleSection>
  );
}

function SensitivityTableBody({ underwriting: u, input, onChange }: Props) {
  const pick = u?.sensitivity ?? DEFAULT_SENSITIVITY;
  const table = useMemo(
    () => sensitivityTable(input, pick.rowAxis, pick.colAxis, pick.metric),
    [input, pick.rowAxis, pick.colAxis, pick.metric],
  );
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Picker
          label="Rows"
          value={table.rowAxis}
          options={SENSITIVITY_AXES}
          labels={AXIS_LABELS}
          onPick={(rowAxis) => onChange(setSensitivity(u, { rowAxis }))}
        />
        <Picker
          label="Columns"
          value={table.colAxis}
          options={SENSITIVITY_AXES}
          labels={AXIS_LABELS}
          onPick={(colAxis) => onChange(setSensitivity(u, { colAxis }))}
        />
        <Picker
          label="Metric"
          value={table.metric}
          options={SENSITIVITY_METRICS}
          labels={METRIC_LABELS}
          onPick={(metric) => onChange(setSensitivity(u, { metric }))}
        />
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-right text-sm tabular-nums" data-testid="sensitivity-table">
          <caption className="sr-only">
            {METRIC_LABELS[table.metric]} by {AXIS_LABELS[table.rowAxis]} and {AXIS_LABELS[table.colAxis]}
          </caption>
          <thead>
            <tr className="border-b text-xs uppercase text-muted-foreground">
              <th scope="col" className="py-2 text-left">
                {AXIS_LABELS[table.rowAxis]} \ {AXIS_LABELS[table.colAxis]}
              </th>
              {table.cols.map((c, i) => (
                <th key={i} scope="col" className="py-2">
                  {axisText(table.colAxis, c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.cells.map((row, r) => (
              <tr key={r} className="border-b last:border-0">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {axisText(table.rowAxis, table.rows[r] ?? 0)}
                </th>
                {row.map((value, c) => (
                  <td key={c} className={cn("py-1.5", r === 2 && c === 2 && "bg-muted font-semibold")}>
                    {metricText(table.metric, value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
