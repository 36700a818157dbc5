import type { Comp, CompDataSource, CompSource } from "@plexwise/core";

export type CompGroup = { source: CompSource; name: string; comps: Comp[] };

/**
 * The comps list, one group per source, in the order the result lists its data sources (then any source
 * it did not describe); a source's display name comes from meta.data_sources, else its id.
 */
export function groupCompsBySource(comps: Comp[], dataSources: CompDataSource[]): CompGroup[] {
  const order: CompSource[] = [...new Set([...dataSources.map((d) => d.id), ...comps.map((c) => c.source)])];
  return order
    .map((source) => ({
      source,
      name: dataSources.find((d) => d.id === source)?.name ?? source,
      comps: comps.filter((c) => c.source === source),
    }))
    .filter((group) => group.comps.length > 0);
}
