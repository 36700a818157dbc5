/** Query keys double as URLs (SPEC section 7: the default loader GETs the key segments joined by "/"). */
export const propertyKeys = {
  list: ["/api/properties"] as const,
  detail: (id: string) => ["/api/properties", id] as const,
  realtorSuggestions: ["/api/realtors/suggestions"] as const,
};
