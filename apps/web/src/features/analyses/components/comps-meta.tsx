import type { CompsResult } from "@plexwise/core";

type Meta = CompsResult["summary_json"]["meta"];

/** Where and when the comps were gathered, and from which sources. */
export function CompsMeta({ meta }: { meta: Meta }) {
  return (
    <div className="grid gap-2 text-xs text-muted-foreground">
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        <div className="flex gap-1">
          <dt>ZIP:</dt>
          <dd className="text-foreground">{meta.zip ?? "—"}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Radius:</dt>
          <dd className="text-foreground">{meta.radius_miles} mi</dd>
        </div>
        <div className="flex gap-1">
          <dt>As of:</dt>
          <dd className="text-foreground">{meta.as_of}</dd>
        </div>
      </dl>
      {meta.data_sources.length > 0 && (
        <div>
          <p className="font-medium">Data sources</p>
          <ul className="mt-0.5 space-y-0.5">
            {meta.data_sources.map((source) => (
              <li key={source.id}>
                <span className="text-foreground">{source.name}</span> — {source.count}{" "}
                {source.id === "hud_safmr"
                  ? `unit ${source.count === 1 ? "type" : "types"} with a floor`
                  : source.count === 1
                    ? "comp"
                    : "comps"}
                {source.note ? ` (${source.note})` : ""}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
