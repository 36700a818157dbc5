import type { CreatePropertyInput, UpdatePropertyInput } from "../contracts/property";
import type { ExpenseCategory } from "../limits";

/**
 * The demo portfolio: three made-up but realistic small apartment buildings (our own figures, no real listing),
 * with rent rolls, expenses, financing and photos, so a new user sees every screen working in one click.
 * Money in the stored units: whole-dollar prices, cents per month.
 */
export type SampleProperty = {
  create: CreatePropertyInput;
  /** The Financials terms, set after creation as the screen would. */
  terms: Pick<
    UpdatePropertyInput,
    "cashPurchase" | "downPaymentPct" | "interestRatePct" | "amortYears" | "vacancyPct" | "irrAssumptions"
  >;
  /** Facade colours of the generated photos (wall, trim, roof), one photo each. */
  photos: { wall: string; trim: string; roof: string; floors: number; bays: number }[];
};

const unit = (unitNumber: string, beds: number, baths: number, sqft: number, rent: number | null, market: number) => ({
  unitNumber,
  beds,
  baths,
  sqft,
  monthlyRentCents: rent === null ? null : rent * 100,
  marketRentCents: market * 100,
  vacant: rent === null,
});
const line = (label: string, monthlyDollars: number) => ({
  label,
  amountMonthlyCents: Math.round(monthlyDollars * 100),
  source: "manual" as const,
  sourcePage: null,
  sourceFile: null,
});
const expense = (label: string, category: ExpenseCategory, annualDollars: number) => ({
  ...line(label, annualDollars / 12),
  category,
});

export const SAMPLE_PROPERTIES: SampleProperty[] = [
  {
    create: {
      nickname: "Sample: Oak Street Fourplex",
      address: "418 Oak Street",
      city: "Dayton",
      state: "OH",
      zip: "45409",
      price: 299_000,
      yearBuilt: 1926,
      squareFeet: 3_840,
      unitCount: 4,
      units: [
        unit("1", 2, 1, 960, 1_095, 1_175),
        unit("2", 2, 1, 960, 1_050, 1_175),
        unit("3", 2, 1, 960, 1_125, 1_175),
        unit("4", 2, 1, 960, null, 1_175),
      ],
      otherIncome: [line("Laundry", 85), line("Garage rent", 150)],
      expenses: [
        expense("Property taxes", "Taxes", 6_840),
        expense("Insurance", "Insurance", 3_120),
        expense("Water & sewer", "Utilities", 3_960),
        expense("Repairs & maintenance", "Maintenance", 4_200),
        expense("Management (8%)", "Management", 3_380),
      ],
      notes: "Sample property: a 1926 brick fourplex, one unit vacant and being turned.",
    },
    terms: {
      cashPurchase: false,
      downPaymentPct: 25,
      interestRatePct: 7,
      amortYears: 30,
      vacancyPct: 5,
      irrAssumptions: null,
    },
    photos: [
      { wall: "#9c4a36", trim: "#f1e9dc", roof: "#3b3b3b", floors: 2, bays: 4 },
      { wall: "#a85a42", trim: "#efe6d6", roof: "#4a4440", floors: 2, bays: 2 },
    ],
  },
  {
    create: {
      nickname: "Sample: Willow Court",
      address: "2210 Willow Court",
      city: "Madison",
      state: "WI",
      zip: "53704",
      price: 1_150_000,
      yearBuilt: 1978,
      squareFeet: 7_200,
      unitCount: 8,
      units: [
        ...["101", "102", "201", "202"].map((n, i) =>
          unit(n, 1, 1, 700, [1_225, 1_250, 1_195, 1_240][i] ?? 1_225, 1_325),
        ),
        ...["103", "104", "203", "204"].map((n, i) =>
          unit(n, 2, 1, 950, [1_495, 1_520, 1_475, 1_550][i] ?? 1_495, 1_625),
        ),
      ],
      otherIncome: [line("Parking (6 stalls)", 300), line("Laundry", 140), line("Pet rent", 75)],
      expenses: [
        expense("Property taxes", "Taxes", 21_600),
        expense("Insurance", "Insurance", 6_400),
        expense("Utilities (common, water)", "Utilities", 9_800),
        expense("Repairs & maintenance", "Maintenance", 9_600),
        expense("Management (7%)", "Management", 9_950),
        expense("Snow removal & landscaping", "Admin", 3_200),
      ],
      notes: "Sample property: a 1978 two-storey walk-up, fully occupied, rents about 8% under market.",
    },
    terms: {
      cashPurchase: false,
      downPaymentPct: 30,
      interestRatePct: 6.75,
      amortYears: 30,
      vacancyPct: 5,
      irrAssumptions: { holdYears: 7, rentGrowthPct: 3, expenseGrowthPct: 2.5, exitCapRatePct: 6.75, saleCostsPct: 5 },
    },
    photos: [
      { wall: "#c9b79c", trim: "#ffffff", roof: "#5b4a3a", floors: 2, bays: 4 },
      { wall: "#bfa88a", trim: "#fbfbf7", roof: "#4d4035", floors: 2, bays: 3 },
    ],
  },
  {
    create: {
      nickname: "Sample: Saguaro Gardens",
      address: "5120 E Pima Street",
      city: "Tucson",
      state: "AZ",
      zip: "85712",
      price: 1_595_000,
      yearBuilt: 1985,
      squareFeet: 11_520,
      unitCount: 16,
      units: Array.from({ length: 16 }, (_, i) => {
        const twoBed = i % 2 === 1;
        const rents = twoBed
          ? [1_195, 1_210, 1_180, 1_225, 1_200, 1_215, null, 1_190]
          : [935, 950, 925, 960, 940, 955, 945, 930];
        return unit(
          String(101 + i),
          twoBed ? 2 : 1,
          1,
          twoBed ? 850 : 590,
          rents[Math.floor(i / 2)] ?? null,
          twoBed ? 1_295 : 1_025,
        );
      }),
      otherIncome: [line("RUBS (water, trash)", 960), line("Laundry", 220)],
      expenses: [
        expense("Property taxes", "Taxes", 16_900),
        expense("Insurance", "Insurance", 11_200),
        expense("Utilities", "Utilities", 24_800),
        expense("Repairs & turnover", "Maintenance", 19_200),
        expense("Management (6%)", "Management", 14_650),
        expense("On-site payroll", "Payroll", 12_000),
        expense("Admin & marketing", "Admin", 3_600),
      ],
      notes: "Sample property: a 1985 garden-style complex around a pool, one two-bedroom vacant.",
    },
    terms: {
      cashPurchase: false,
      downPaymentPct: 25,
      interestRatePct: 6.5,
      amortYears: 30,
      vacancyPct: 6,
      irrAssumptions: null,
    },
    photos: [
      { wall: "#e3c9a0", trim: "#8a5a3c", roof: "#b5532e", floors: 2, bays: 6 },
      { wall: "#d9bb8f", trim: "#7a4f35", roof: "#a94c2a", floors: 2, bays: 4 },
    ],
  },
];
