import { describe, expect, it } from "vitest";
import { editAnnual, editMonthly } from "./amount-field";
import { emptyRentRow } from "./rent-roll-rows";
import { emptyReviewForm, type ReviewForm } from "./review-form";
import { describeLineSource, reviewFormToCreateInput } from "./review-form-to-create-input";

function filledForm(): ReviewForm {
  const form = emptyReviewForm();
  form.details = {
    ...form.details,
    address: " 12 Elm St ",
    state: "il",
    price: "$1,250,000",
    squareFeet: "9,450",
    unitCount: "2",
    yearBuilt: "1925",
  };
  form.units = [
    { ...emptyRentRow(), unitNumber: "1A", beds: "2", baths: "1.5", sqft: "850", rent: editMonthly("$1,200") },
    emptyRentRow(),
  ];
  form.expenses = [
    {
      key: "e1",
      label: "Taxes",
      category: "Taxes",
      amount: editAnnual("$10,305"),
      source: "document",
      sourcePage: 11,
      sourceFile: "om.pdf",
    },
    {
      key: "e2",
      label: "",
      category: "Other",
      amount: editMonthly(""),
      source: "manual",
      sourcePage: null,
      sourceFile: null,
    },
    {
      key: "e3",
      label: "",
      category: "Other",
      amount: editMonthly("50"),
      source: "manual",
      sourcePage: null,
      sourceFile: null,
    },
  ];
  form.otherIncome = [
    { key: "o1", label: "Laundry", amount: editMonthly("abc"), source: "manual", sourcePage: null, sourceFile: null },
  ];
  form.traceId = "trace-1";
  return form;
}

describe("reviewFormToCreateInput builds the POST /api/properties body", () => {
  const input = reviewFormToCreateInput(filledForm());

  it("sends whole-dollar price, numbers for numeric fields, and null for empty text", () => {
    expect(input).toMatchObject({
      address: "12 Elm St",
      state: "IL",
      city: null,
      nickname: null,
      listingLink: null,
      price: 1_250_000,
      squareFeet: 9_450,
      unitCount: 2,
      yearBuilt: 1925,
      cashPurchase: true,
      traceId: "trace-1",
    });
  });

  it("sends rents in cents per month and names unnamed units 'Unit N'", () => {
    expect(input.units?.[0]).toMatchObject({
      unitNumber: "1A",
      beds: 2,
      baths: 1.5,
      sqft: 850,
      monthlyRentCents: 120_000,
    });
    expect(input.units?.[1]).toMatchObject({ unitNumber: "Unit 2", monthlyRentCents: null });
  });

  it("drops blank expense rows, labels unlabelled ones, and sends non-numeric amounts as null", () => {
    expect(input.expenses).toEqual([
      {
        label: "Taxes",
        category: "Taxes",
        amountMonthlyCents: 85_875,
        source: "document",
        sourcePage: 11,
        sourceFile: "om.pdf",
      },
      {
        label: "New Expense",
        category: "Other",
        amountMonthlyCents: 5_000,
        source: "manual",
        sourcePage: null,
        sourceFile: null,
      },
    ]);
    expect(input.otherIncome?.[0]?.amountMonthlyCents).toBeNull();
  });

  it("sends price 0 when it is empty", () => {
    const form = filledForm();
    form.details.price = "";
    expect(reviewFormToCreateInput(form).price).toBe(0);
  });
});

describe("describeLineSource", () => {
  it("names the page and file", () => {
    expect(describeLineSource({ sourcePage: 11, sourceFile: "om.pdf" })).toBe("p. 11 of om.pdf");
    expect(describeLineSource({ sourcePage: 3, sourceFile: null })).toBe("p. 3");
    expect(describeLineSource({ sourcePage: null, sourceFile: null })).toBeNull();
  });
});
