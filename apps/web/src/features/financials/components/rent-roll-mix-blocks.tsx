import type { RentRollAnalytics, UnitLossToLease, UnitTypeMix } from "@plexwise/core/analysis";
import { formatNumber } from "@plexwise/core/money";
import { percent } from "../lib/format";
import { centsMoney, centsOrDash } from "../lib/rent-roll-format";
import { RentRollBlock } from "./rent-roll-block";
import { OccupancyPie, RentRollBarChart } from "./rent-roll-lazy-charts";
import { StackedTable, type StackedColumn } from "./stacked-table";

const IN_PLACE = "#1d4ed8";
const MARKET = "#94a3b8";
const dollarsOrZero = (cents: number | null) => (cents ?? 0) / 100;
const sqftOrDash = (sqft: number | null) => (sqft === null ? "—" : formatNumber(Math.round(sqft)));

const mixColumns: StackedColumn<UnitTypeMix>[] = [
  { label: "Type", text: true, cell: (r) => r.label },
  { label: "Units", cell: (r) => r.unitCount },
  { label: "Occupied", cell: (r) => r.occupiedCount },
  { label: "Avg In-Place", cell: (r) => centsOrDash(r.avgInPlaceRentCents) },
  { label: "Avg Market", cell: (r) => centsOrDash(r.avgMarketRentCents) },
  { label: "Avg Sq Ft", cell: (r) => sqftOrDash(r.avgSqft) },
];

export function UnitMixBlock({ unitMix }: { unitMix: UnitTypeMix[] }) {
  return (
    <RentRollBlock
      title="Unit Mix"
      chartLabel="Chart of average rent in place and market rent by unit type"
      chart={
        <RentRollBarChart
          xKey="type"
          data={unitMix.map((r) => ({
            type: r.label,
            inPlace: dollarsOrZero(r.avgInPlaceRentCents),
            market: dollarsOrZero(r.avgMarketRentCents),
          }))}
          bars={[
            { key: "inPlace", name: "Avg In-Place", color: IN_PLACE },
            { key: "market", name: "Avg Market", color: MARKET },
          ]}
        />
      }
    >
      <StackedTable
        caption="Unit mix"
        testId="unit-mix-table"
        columns={mixColumns}
        rows={unitMix}
        rowKey={(r) => r.label}
      />
    </RentRollBlock>
  );
}

const lossColumns: StackedColumn<UnitLossToLease>[] = [
  { label: "Unit", text: true, cell: (r) => r.unitNumber || "—" },
  { label: "Type", text: true, cell: (r) => r.unitType },
  { label: "In-Place", cell: (r) => centsMoney(r.inPlaceRentCents) },
  { label: "Market", cell: (r) => centsMoney(r.marketRentCents) },
  { label: "Loss-to-Lease", cell: (r) => centsMoney(r.lossToLeaseMonthlyCents) },
];

export function LossToLeaseBlock({ lossToLease }: { lossToLease: RentRollAnalytics["lossToLease"] }) {
  const { units, unpaidUnits, totalMonthlyCents, pctOfMarket } = lossToLease;
  return (
    <RentRollBlock
      title="Loss-to-Lease"
      summary={
        units.length === 0 ? (
          "No occupied unit has both a rent in place and a market rent."
        ) : (
          <>
            Market minus in-place: <span data-testid="loss-to-lease-total">{centsMoney(totalMonthlyCents)}</span> a
            month ({centsMoney(totalMonthlyCents * 12)} a year), {percent(pctOfMarket, 1)} of market rent.
          </>
        )
      }
      chartLabel={units.length === 0 ? undefined : "Chart of loss-to-lease by unit"}
      chart={
        units.length > 0 && (
          <RentRollBarChart
            xKey="unit"
            data={units.map((u, i) => ({ unit: u.unitNumber || `#${i + 1}`, loss: u.lossToLeaseMonthlyCents / 100 }))}
            bars={[{ key: "loss", name: "Loss-to-Lease", color: "#dc2626" }]}
          />
        )
      }
    >
      {units.length > 0 && (
        <StackedTable
          caption="Loss-to-lease by unit"
          testId="loss-to-lease-table"
          columns={lossColumns}
          rows={units}
          rowKey={(r, i) => `${r.unitNumber}-${i}`}
        />
      )}
      {unpaidUnits.length > 0 && (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="loss-to-lease-unpaid">
          Not counted: {unpaidUnits.length === 1 ? "1 occupied unit pays" : `${unpaidUnits.length} occupied units pay`}{" "}
          no rent (a manager&apos;s or model unit?):{" "}
          {unpaidUnits
            .map(
              (u) =>
                `${u.unitNumber || u.unitType}${u.marketRentCents ? `, market ${centsMoney(u.marketRentCents)}` : ""}`,
            )
            .join("; ")}
          .
        </p>
      )}
    </RentRollBlock>
  );
}

type OccupancyRow = { status: string; units: number; share: number | null };

export function OccupancyBlock({ occupancy }: { occupancy: RentRollAnalytics["occupancy"] }) {
  const { totalUnits, occupiedUnits, vacantUnits, occupancyPct, vacancyLossMonthlyCents } = occupancy;
  const share = (n: number) => (totalUnits === 0 ? null : (n / totalUnits) * 100);
  const rows: OccupancyRow[] = [
    { status: "Occupied", units: occupiedUnits, share: share(occupiedUnits) },
    { status: "Vacant", units: vacantUnits, share: share(vacantUnits) },
  ];
  return (
    <RentRollBlock
      title="Occupancy"
      summary={
        <>
          <span data-testid="occupancy-pct">{percent(occupancyPct, 1)}</span> occupied: {occupiedUnits} of {totalUnits}{" "}
          units. Vacant units at market: {centsMoney(vacancyLossMonthlyCents)} a month.
        </>
      }
      chartLabel="Chart of occupied and vacant units"
      chart={totalUnits > 0 && <OccupancyPie occupied={occupiedUnits} vacant={vacantUnits} />}
    >
      <StackedTable
        caption="Occupancy"
        columns={[
          { label: "Status", text: true, cell: (r: OccupancyRow) => r.status },
          { label: "Units", cell: (r: OccupancyRow) => r.units },
          { label: "Share", cell: (r: OccupancyRow) => percent(r.share, 1) },
        ]}
        rows={rows}
        rowKey={(r) => r.status}
      />
    </RentRollBlock>
  );
}
