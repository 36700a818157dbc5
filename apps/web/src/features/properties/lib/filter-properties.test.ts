import { describe, expect, it } from "vitest";
import { filterProperties } from "./filter-properties";
import { propertySummary } from "./property-summary.fixture";

const oak = propertySummary({ id: "1", nickname: "The Duplex", address: "12 Oak Ave" });
const elm = propertySummary({ id: "2", nickname: null, address: "3 Elm St" });

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
