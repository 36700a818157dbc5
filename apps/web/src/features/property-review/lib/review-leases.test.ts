import { describe, expect, it } from "vitest";
import { readRentRows } from "./extraction-to-review-form";
import { toUnits } from "./review-form-to-create-input";

describe("a rent roll's lease dates on the review", () => {
  it("come from the extraction's units and go to the saved units unchanged; a malformed day is dropped", () => {
    const rows = readRentRows([
      { unit_number: "101", rent: 1500, vacant: false, lease_start: "2025-03-01", lease_end: "2026-02-28" },
      { unit_number: "102", rent: 1400, vacant: false, lease_end: "02/28/2026" },
      { unit_number: "103", rent: null, vacant: true },
    ]);
    const units = toUnits(rows);
    expect(units[0]).toMatchObject({ unitNumber: "101", leaseStart: "2025-03-01", leaseEnd: "2026-02-28" });
    expect(units[1]).not.toHaveProperty("leaseEnd");
    expect(units[2]).not.toHaveProperty("leaseStart");
  });
});
