import { describe, expect, it } from "vitest";
import { aiRatingMean } from "./ai-rating";

describe("AI Rating tile = mean of the neighbourhood ratings (SPEC section 9)", () => {
  it("averages all four: (8 + 6 + 7 + 5) / 4 = 6.5", () => {
    expect(aiRatingMean({ schools: 8, crime: 6, jobs: 7, neighborhood: 5 })).toBe(6.5);
  });

  it("leaves out a rating that could not be computed: (9 + 6) / 2 = 7.5, not (9 + 0 + 6 + 0) / 4", () => {
    expect(aiRatingMean({ schools: 9, crime: null, jobs: 6, neighborhood: null })).toBe(7.5);
  });

  it("rounds to one decimal like the list's AI rating: (7 + 7 + 8) / 3 = 7.33 -> 7.3", () => {
    expect(aiRatingMean({ schools: 7, crime: 7, jobs: 8, neighborhood: null })).toBe(7.3);
  });

  it("has no value without ratings or without an analysis", () => {
    expect(aiRatingMean({ schools: null, crime: null, jobs: null, neighborhood: null })).toBeNull();
    expect(aiRatingMean(null)).toBeNull();
    expect(aiRatingMean(undefined)).toBeNull();
  });

  it("counts a real 0 as a rating: (0 + 10) / 2 = 5", () => {
    expect(aiRatingMean({ schools: 0, crime: 10, jobs: null, neighborhood: null })).toBe(5);
  });
});
