import type { Comp, CompDataSource } from "@plexwise/core";
import { groupCompsBySource } from "../lib/group-comps";
import { DASH, moneyText } from "../lib/format-figures";

const bedsBaths = (c: Comp) =>
  c.beds === null && c.baths === null ? DASH : `${c.beds ?? DASH} bd / ${c.baths ?? DASH} ba`;

function CompsTable({ name, comps }: { name: string; comps: Comp[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Comps from {name}</caption>
        <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Unit type
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Beds / baths
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Sq ft
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Rent
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Address
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Distance
            </th>
            <th scope="col" className="py-1 font-medium">
              Note
            </th>
          </tr>
        </thead>
        <tbody>
          {comps.map((c, i) => (
            <tr key={i} className="border-t">
              <td className="py-1.5 pr-3">{c.unit_type}</td>
              <td className="py-1.5 pr-3">{bedsBaths(c)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{c.sqft ?? DASH}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{moneyText(c.rent)}</td>
              <td className="py-1.5 pr-3">{c.address ?? DASH}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">
                {c.distance_miles === null ? DASH : `${c.distance_miles.toFixed(1)} mi`}
              </td>
              <td className="py-1.5 text-muted-foreground">{c.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every comp behind the summary, grouped by where it came from. */
export function CompsList({ comps, dataSources }: { comps: Comp[]; dataSources: CompDataSource[] }) {
  const groups = groupCompsBySource(comps, dataSources);
  if (groups.length === 0) return <p className="text-muted-foreground">No individual comps were found.</p>;
  return (
    <div className="grid gap-3">
      {groups.map((group) => (
        <div key={group.source}>
          <h4 className="mb-1 font-medium">
            {group.name} ({group.comps.length})
          </h4>
          <CompsTable name={group.name} comps={group.comps} />
        </div>
      ))}
    </div>
  );
}
