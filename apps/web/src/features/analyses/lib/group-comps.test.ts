import { describe, expect, it } from "vitest";
import type { Comp } from "@plexwise/core";
import { groupCompsBySource } from "./group-comps";

const comp = (source: Comp["source"], rent: number): Comp => ({
  source,
  unit_type: "2BR",
  beds: 2,
  baths: 1,
  sqft: null,
  rent,
  address: null,
  distance_miles: null,
  note: null,
});

describe("the comps list grouped by source", () => {
  it("follows the data sources' order and names, and drops sources with no comps", () => {
    const groups = groupCompsBySource(
      [comp("rentcast", 1500), comp("document", 1400), comp("rentcast", 1550)],
      [
        { id: "document", name: "Listing documents", count: 1, note: null },
        { id: "hud_safmr", name: "HUD Small Area FMR", count: 0, note: "A floor, not a comp" },
        { id: "rentcast", name: "RentCast", count: 2, note: null },
      ],
    );
    expect(groups.map((g) => [g.name, g.comps.map((c) => c.rent)])).toEqual([
      ["Listing documents", [1400]],
      ["RentCast", [1500, 1550]],
    ]);
  });

  it("still lists comps from a source the meta does not describe, under its id", () => {
    expect(groupCompsBySource([comp("portfolio", 1200)], []).map((g) => g.name)).toEqual(["portfolio"]);
  });
});
