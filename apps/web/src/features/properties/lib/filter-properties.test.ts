import { describe, expect, it } from "vitest";
import type { PropertySummary } from "@plexwise/core";
import { filterProperties } from "./filter-properties";

const base = {
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
  createdAt: "",
};
const oak: PropertySummary = { ...base, id: "1", nickname: "The Duplex", address: "12 Oak Ave" };
const elm: PropertySummary = { ...base, id: "2", nickname: null, address: "3 Elm St" };

describe("filterProperties", () => {
  it("matches the address or the nickname, ignoring case", () => {
    expect(filterProperties([oak, elm], "oak").map((p) => p.id)).toEqual(["1"]);
    expect(filterProperties([oak, elm], "DUPLEX").map((p) => p.id)).toEqual(["1"]);
    expect(filterProperties([oak, elm], "elm st").map((p) => p.id)).toEqual(["2"]);
  });

  it("shows everything for an empty or blank search and nothing when no property matches", () => {
    expect(filterProperties([oak, elm], "  ")).toHaveLength(2);
    expect(filterProperties([oak, elm], "maple")).toEqual([]);
  });
});
