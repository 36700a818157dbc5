import type { PropertySummary } from "@plexwise/core";

/** A list entry for tests: an unpriced, unrated property at "1 Main St", with the given fields changed. */
export function propertySummary(overrides: Partial<PropertySummary> & { id: string }): PropertySummary {
  return {
    nickname: null,
    address: "1 Main St",
    city: null,
    state: null,
    zip: null,
    price: 0,
    unitCount: 0,
    favorite: false,
    heroUrl: null,
    capRatePct: null,
    rating: null,
    myRatings: { overall: 0, condition: 0, value: 0 },
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
