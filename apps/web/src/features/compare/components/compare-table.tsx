import type { CompareResult } from "@plexwise/core";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { isBestCell } from "../lib/best-cell";
import { formatCompareValue } from "../lib/format-compare-value";
import { PropertyLink } from "./property-link";

/** The properties as columns and the computed figures as rows; the best value of a row is bold with a ★. */
export function CompareTable({ result }: { result: CompareResult }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table data-testid="compare-table" className="w-full text-sm">
        <caption className="sr-only">The properties side by side; a star marks the best value of a row</caption>
        <thead className="border-b bg-muted/60">
          <tr>
            <th
              scope="col"
              className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              Metric
            </th>
            {result.properties.map((p) => (
              <th key={p.id} scope="col" className="min-w-36 px-3 py-2 text-right align-bottom">
                <PropertyLink property={p} />
                {p.plausibility.some((f) => f.severity === "high") && (
                  <Badge tone="bad" className="mt-1">
                    Figures look wrong
                  </Badge>
                )}
                {p.nickname && <span className="block text-xs font-normal text-muted-foreground">{p.address}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.key} className="border-b last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.label}
              </th>
              {result.properties.map((p, i) => {
                const best = isBestCell(row, i);
                return (
                  <td
                    key={p.id}
                    data-best={best ? "true" : undefined}
                    className={cn(
                      "px-3 py-2 text-right tabular-nums",
                      best && "bg-brand-soft font-bold text-green-800",
                    )}
                  >
                    {formatCompareValue(row.values[i] ?? null, row.format)}
                    {best && (
                      <span role="img" aria-label="best" className="ml-1">
                        ★
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
