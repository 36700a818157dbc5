import { describe, expect, it } from "vitest";
import { editMonthly } from "./amount-field";
import { emptyRentRow, planUnitCountChange, reduceUnitsMessage, rowsNeededForData } from "./rent-roll-rows";
import type { RentRow } from "./review-form";

const rented = (text: string): RentRow => ({ ...emptyRentRow(), rent: editMonthly(text) });

describe("changing the unit count (SPEC section 4)", () => {
  it("raising Units from 2 to 4 adds two empty rows", () => {
    const rows = [rented("1000"), rented("1100")];
    const change = planUnitCountChange(rows, 4);
    expect(change.kind).toBe("apply");
    if (change.kind === "apply") {
      expect(change.rows).toHaveLength(4);
      expect(change.rows.slice(0, 2)).toEqual(rows);
    }
  });

  it("lowering Units over empty rows drops them without asking", () => {
    const change = planUnitCountChange([rented("1000"), emptyRentRow(), emptyRentRow()], 1);
    expect(change.kind === "apply" && change.rows.length).toBe(1);
  });

  it("lowering Units from 3 to 2 when unit 3 holds data asks first", () => {
    const rows = [rented("1000"), emptyRentRow(), { ...emptyRentRow(), beds: "2" }];
    expect(rowsNeededForData(rows)).toBe(3);
    expect(planUnitCountChange(rows, 2)).toEqual({ kind: "confirm", from: 3, to: 2 });
  });

  it("words the question exactly as the SPEC does", () => {
    expect(reduceUnitsMessage(5, 3)).toBe("Reduce units from 5 to 3? This will discard data for units 4 through 5.");
  });
});
