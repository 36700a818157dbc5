import {
  FAR_BELOW_MEDIAN_RATIO,
  type ExpirationMonth,
  type FlaggedUnit,
  type LeaseExpirations,
  type RentRollAnalytics,
  type UnitConcession,
} from "@plexwise/core/analysis";
import { percent } from "../lib/format";
import { centsMoney, centsOrDash, monthName } from "../lib/rent-roll-format";
import { RentRollBlock } from "./rent-roll-block";
import { RentRollBarChart } from "./rent-roll-lazy-charts";
import { StackedTable, type StackedColumn } from "./stacked-table";

const expirationColumns: StackedColumn<ExpirationMonth>[] = [
  { label: "Month", text: true, cell: (m) => monthName(m.month) },
  { label: "Leases", cell: (m) => m.count },
  { label: "Rent In Place", cell: (m) => centsMoney(m.rentInPlaceCents) },
];

export function ExpirationsBlock({ expirations }: { expirations: LeaseExpirations }) {
  const { months, pastCount, laterCount, undatedCount } = expirations;
  const scheduled = months.reduce((total, m) => total + m.count, 0);
  return (
    <RentRollBlock
      title="Lease Expirations"
      summary={
        <>
          Leases ending in the next {months.length} months: {scheduled}. Already ended (month to month): {pastCount};
          ending later: {laterCount}; no end date: {undatedCount}.
        </>
      }
      chartLabel="Chart of leases ending by month"
      chart={
        <RentRollBarChart
          asCount
          xKey="month"
          data={months.map((m) => ({ month: monthName(m.month), leases: m.count }))}
          bars={[{ key: "leases", name: "Leases", color: "#7c3aed" }]}
        />
      }
    >
      <div className="max-h-80 overflow-y-auto">
        <StackedTable
          caption="Lease expirations by month"
          testId="expirations-table"
          columns={expirationColumns}
          rows={months}
          rowKey={(m) => m.month}
        />
      </div>
    </RentRollBlock>
  );
}

const concessionColumns: StackedColumn<UnitConcession>[] = [
  { label: "Unit", text: true, cell: (r) => r.unitNumber || "—" },
  { label: "Type", text: true, cell: (r) => r.unitType },
  { label: "Concession", cell: (r) => centsMoney(r.concessionMonthlyCents) },
  { label: "In-Place", cell: (r) => centsMoney(r.inPlaceRentCents) },
  { label: "Effective", cell: (r) => centsMoney(r.effectiveRentCents) },
];

export function ConcessionsBlock({ concessions }: { concessions: RentRollAnalytics["concessions"] }) {
  const { units, totalMonthlyCents, pctOfRentInPlace } = concessions;
  return (
    <RentRollBlock
      title="Concessions"
      summary={
        units.length === 0
          ? "No occupied unit has a concession."
          : `${units.length} unit${units.length === 1 ? "" : "s"}: ${centsMoney(totalMonthlyCents)} a month, ${percent(pctOfRentInPlace, 1)} of rent in place.`
      }
      chartLabel={units.length === 0 ? undefined : "Chart of concessions by unit"}
      chart={
        units.length > 0 && (
          <RentRollBarChart
            xKey="unit"
            data={units.map((u, i) => ({
              unit: u.unitNumber || `#${i + 1}`,
              concession: u.concessionMonthlyCents / 100,
            }))}
            bars={[{ key: "concession", name: "Concession", color: "#d97706" }]}
          />
        )
      }
    >
      {units.length > 0 && (
        <StackedTable
          caption="Concessions by unit"
          columns={concessionColumns}
          rows={units}
          rowKey={(r, i) => `${r.unitNumber}-${i}`}
        />
      )}
    </RentRollBlock>
  );
}

const REASONS: Record<FlaggedUnit["reason"], string> = {
  zero_rent: "$0 in place",
  far_below_median: `Under ${FAR_BELOW_MEDIAN_RATIO * 100}% of median`,
};

const flaggedColumns: StackedColumn<FlaggedUnit>[] = [
  { label: "Unit", text: true, cell: (r) => r.unitNumber || "—" },
  { label: "Type", text: true, cell: (r) => r.unitType },
  { label: "In-Place", cell: (r) => centsMoney(r.inPlaceRentCents) },
  { label: "Type Median", cell: (r) => centsOrDash(r.typeMedianRentCents) },
  { label: "Why", text: true, cell: (r) => REASONS[r.reason] },
];

export function FlaggedUnitsBlock({ flagged }: { flagged: FlaggedUnit[] }) {
  return (
    <RentRollBlock
      title="Units to Check"
      summary={
        flagged.length === 0
          ? `No occupied unit at $0 or under ${FAR_BELOW_MEDIAN_RATIO * 100}% of its type's median rent.`
          : `Occupied units at $0 or under ${FAR_BELOW_MEDIAN_RATIO * 100}% of their type's median rent in place.`
      }
      chartLabel={flagged.length === 0 ? undefined : "Chart of flagged units' rent against their type's median"}
      chart={
        flagged.length > 0 && (
          <RentRollBarChart
            xKey="unit"
            data={flagged.map((u, i) => ({
              unit: u.unitNumber || `#${i + 1}`,
              inPlace: u.inPlaceRentCents / 100,
              median: (u.typeMedianRentCents ?? 0) / 100,
            }))}
            bars={[
              { key: "inPlace", name: "In-Place", color: "#dc2626" },
              { key: "median", name: "Type Median", color: "#94a3b8" },
            ]}
          />
        )
      }
    >
      {flagged.length > 0 && (
        <StackedTable
          caption="Units at $0 or far below their type's median"
          testId="flagged-units-table"
          columns={flaggedColumns}
          rows={flagged}
          rowKey={(r, i) => `${r.unitNumber}-${i}`}
        />
      )}
    </RentRollBlock>
  );
}
