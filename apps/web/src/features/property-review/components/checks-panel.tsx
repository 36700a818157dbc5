import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { describeCheck, type Check, type Provenance } from "../lib/extraction-provenance";
import { formatNumber } from "@plexwise/core/money";

/** Each printed total the documents give, checked against the rows read: agreed, or off by how much. */
export function ChecksPanel({ provenance }: { provenance: Provenance }) {
  if (provenance.checks.length === 0) return null;
  return (
    <section aria-labelledby="review-checks" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="review-checks" className="text-lg font-semibold">
        Checks against the documents&apos; totals
      </h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {provenance.checks.map((check) => (
          <li
            key={check.key}
            data-check={check.ok ? "ok" : "failed"}
            className={check.ok ? "flex items-start gap-2" : "flex items-start gap-2 text-amber-900"}
          >
            {check.ok ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Agrees" />
            ) : (
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-label="Does not agree" />
            )}
            <span>{describeCheck(check)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A section whose printed total did not reconcile: outlined in amber, with what disagrees above it. */
export function CheckedSection({ check, children }: { check: Check | undefined; children: ReactNode }) {
  if (!check) return <>{children}</>;
  return (
    <div data-check="failed" className="rounded-xl ring-2 ring-amber-400 ring-offset-2">
      <p role="note" className="mb-2 flex items-start gap-2 px-1 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        {describeCheck(check)}
      </p>
      {children}
    </div>
  );
}

/** The unit mix the documents print, shown for reference (and as the source of rows when no rent roll). */
export function UnitMixPanel({ provenance, madeRows }: { provenance: Provenance; madeRows: boolean }) {
  if (provenance.unitMix.length === 0) return null;
  const money = (n: number | null) => (n === null ? "—" : `$${formatNumber(n)}`);
  return (
    <section aria-labelledby="review-unit-mix" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="review-unit-mix" className="text-lg font-semibold">
        Unit Mix
      </h2>
      {madeRows && (
        <p className="mt-1 text-sm text-muted-foreground">
          The documents print no rent roll: the rows below were made from this mix, one per unit at its type&apos;s
          average rent, and are marked &quot;From the unit mix&quot;.
        </p>
      )}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-muted-foreground">
              <th scope="col" className="pb-2">
                Type
              </th>
              <th scope="col" className="pb-2">
                Units
              </th>
              <th scope="col" className="pb-2">
                Sq Ft
              </th>
              <th scope="col" className="pb-2">
                Average Rent
              </th>
              <th scope="col" className="pb-2">
                Market Rent
              </th>
            </tr>
          </thead>
          <tbody>
            {provenance.unitMix.map((row) => (
              <tr key={`${row.unit_type}-${row.count}`}>
                <td className="py-1">{row.unit_type}</td>
                <td className="py-1">{row.count}</td>
                <td className="py-1">{row.sqft === null ? "—" : formatNumber(row.sqft)}</td>
                <td className="py-1">{money(row.avg_rent)}</td>
                <td className="py-1">{money(row.market_rent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
