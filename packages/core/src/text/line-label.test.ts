import { describe, expect, it } from "vitest";
import { cleanLineLabel } from "./line-label";

describe("cleanLineLabel strips a trailing estimate on import (SPEC section 5)", () => {
  it.each([
    ["Property Taxes $10,305 Estimated", "Property Taxes"],
    ["Insurance $3,700 Est.", "Insurance"],
    ["Insurance $3,700 Est", "Insurance"],
    ["Water & Sewer - $2,400.50 estimated", "Water & Sewer"],
    ["Trash ($1,200 Est.)", "Trash"],
    ["  Repairs  ", "Repairs"],
  ])("%j becomes %j", (raw, clean) => {
    expect(cleanLineLabel(raw)).toBe(clean);
  });

  it("keeps amounts that are not marked as estimates", () => {
    expect(cleanLineLabel("Laundry $300")).toBe("Laundry $300");
    expect(cleanLineLabel("Estimated Taxes")).toBe("Estimated Taxes");
  });

  it("keeps a label that is nothing but the estimate rather than blanking it", () => {
    expect(cleanLineLabel("$500 Est.")).toBe("$500 Est.");
  });
});
