import type { PropertySummary } from "@plexwise/core";

/** Properties whose address or nickname contains the search text, ignoring case and outer spaces. */
export function filterProperties(properties: readonly PropertySummary[], search: string): PropertySummary[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...properties];
  return properties.filter(
    (p) => p.address.toLowerCase().includes(needle) || (p.nickname ?? "").toLowerCase().includes(needle),
  );
}
