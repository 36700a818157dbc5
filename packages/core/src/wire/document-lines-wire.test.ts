import { describe, expect, it } from "vitest";
import { createPropertySchema } from "../contracts/property";
import type { DocumentLine } from "../contracts/document-lines";
import { savedProperty } from "../testing/api-fixtures";
import { expense, fourplex } from "../testing/buildings";
import { specPathOf } from "./spec-input";
import { propertyFromResponse, toPropertyResponse, toSpecPayload } from "./property-wire";

const taxes: DocumentLine = {
  label: "Real Estate Taxes",
  kind: "expense",
  category: "Taxes",
  t12Cents: 56_012,
  t12SourceFile: "t12.csv",
  t12SourcePage: null,
  brokerCents: 52_000,
  brokerSourceFile: "om.pdf",
  brokerSourcePage: 7,
};

describe("document lines and reasons on the wire", () => {
  it("answers the T-12 and broker columns in dollars and reads them back to the cent, with the line's reason", () => {
    const p = savedProperty(fourplex({ expenses: [{ ...expense("Taxes", 950), reason: "Reassessed at the price" }] }), {
      documentLines: [taxes],
    });
    const response = toPropertyResponse(p, null);
    expect(response.documentLines).toEqual([
      {
        label: "Real Estate Taxes",
        kind: "expense",
        category: "Taxes",
        t12_monthly: 560.12,
        t12_source_file: "t12.csv",
        t12_source_page: null,
        broker_monthly: 520,
        broker_source_file: "om.pdf",
        broker_source_page: 7,
      },
    ]);
    expect(response.expenses.items[0]?.reason).toBe("Reassessed at the price");
    expect(propertyFromResponse(JSON.parse(JSON.stringify(response)))).toEqual(p);
  });

  it("accepts them posted in either shape, and names the field sent when one is wrong", () => {
    const payload = toSpecPayload({ address: "1 A St", documentLines: [taxes] });
    expect(createPropertySchema.parse(payload).documentLines).toEqual([taxes]);
    expect(createPropertySchema.parse({ address: "1 A St", documentLines: [taxes] }).documentLines).toEqual([taxes]);
    const bad = { address: "1 A St", documentLines: [{ label: "Taxes", t12_monthly: "lots" }] };
    const result = createPropertySchema.safeParse(bad);
    expect(result.success).toBe(false);
    const path = result.error?.issues[0]?.path.join(".") ?? "";
    expect(specPathOf(path, bad)).toBe("documentLines.0.t12_monthly");
  });
});
