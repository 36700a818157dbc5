/**
 * Query keys of a property's analyses. They sit under the property's own key, so invalidating the
 * property list or the property (every PATCH does) refetches the shown analyses too: that is how an
 * edit turns a result "outdated" on screen without a reload.
 */
export const analysisKeys = {
  all: (propertyId: string) => ["/api/properties", propertyId, "analyses"] as const,
  comps: (propertyId: string) => ["/api/properties", propertyId, "comps"] as const,
};
