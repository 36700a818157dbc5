import type { CompsResult } from "@plexwise/core";
import { CompsList } from "./comps-list";
import { CompsMeta } from "./comps-meta";
import { CompsSummaryTable } from "./comps-summary-table";

/** Comparable Rents: the unit ranges, the summary per unit type, why, every comp by source, and the sources. */
export function CompsView({ result }: { result: CompsResult }) {
  const { header, summary_table, comps, explanations, meta } = result.summary_json;
  const floorSource = meta.data_sources.find((s) => s.id === "hud_safmr");
  return (
    <div className="grid gap-4 text-sm">
      {result.header_text && <p className="whitespace-pre-line font-medium">{result.header_text}</p>}
      {header.unit_ranges.length > 0 && (
        <div>
          <h3 className="font-semibold">Unit ranges</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {header.unit_ranges.map((range, i) => (
              <li key={i} className="rounded-md bg-muted px-2 py-0.5 tabular-nums">
                {range}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="mb-1 font-semibold">Summary</h3>
        <CompsSummaryTable rows={summary_table} />
        {floorSource?.note && (
          <p data-testid="fmr-floor-source" className="mt-1 text-xs text-muted-foreground">
            HUD FMR (floor): {floorSource.note}
          </p>
        )}
      </div>
      {explanations.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {explanations.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      <div>
        <h3 className="mb-1 font-semibold">Comps by source</h3>
        <CompsList comps={comps} dataSources={meta.data_sources} />
      </div>
      <CompsMeta meta={meta} />
    </div>
  );
}
