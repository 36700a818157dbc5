import { expect, type Locator, type Page } from "@playwright/test";
import type { CreatePropertyInput, Unit } from "@plexwise/core";
import { expenseLine, fourplexInput } from "@plexwise/core/testing";
import { toSpecPayload } from "@plexwise/core/wire";

/**
 * Creates a property through the API as the signed-in user of `page` (which must be on the app's origin), sent as
 * a SPEC client sends it (names and dollars, core's `toSpecPayload`); returns its id.
 */
export async function createProperty(page: Page, input: CreatePropertyInput): Promise<string> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/properties", { headers: { origin }, data: toSpecPayload(input) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A 2 bed / 1 bath unit at a monthly rent in whole dollars. */
export const twoBedUnit = (rent: number): Unit => ({
  unitNumber: "",
  beds: 2,
  baths: 1,
  sqft: 900,
  monthlyRentCents: rent * 100,
  marketRentCents: null,
  vacant: false,
});

/**
 * The fourplex the analyses are checked against: the shared fourplex (`@plexwise/core/testing`: four 2 bed / 1 bath
 * units at $1,500 and $100 of laundry income a month, $800,000), bought for cash, with $2,100 a month of expenses
 * split as a manager would (taxes $800, insurance $300, management $400, maintenance $600). Income $6,100 - expenses
 * $2,100 = $4,000 a month: NOI $48,000 a year, a 6.00% cap rate at $800,000.
 */
export function fourplex(overrides: Partial<CreatePropertyInput> = {}): CreatePropertyInput {
  return {
    ...fourplexInput(),
    nickname: "Birch Fourplex",
    address: "12 Birch Street",
    zip: "62701",
    yearBuilt: null,
    units: [1_500, 1_500, 1_500, 1_500].map(twoBedUnit),
    expenses: [
      expenseLine("Taxes", "Taxes", 80_000),
      expenseLine("Insurance", "Insurance", 30_000),
      expenseLine("Management", "Management", 40_000),
      expenseLine("Maintenance", "Maintenance", 60_000),
    ],
    ...overrides,
  };
}

/** One of the Snapshot's collapsible AI sections, by its title (the region is named by its heading). */
export const aiSection = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });

/** Opens a collapsible section by its heading button and waits until it says it is expanded. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  const trigger = page.getByRole("button", { name: title, exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  return aiSection(page, title);
}

/** A figure of the pro-forma's metrics grid, by its label. */
export const sectionMetric = (section: Locator, label: string) =>
  section
    .locator("dl > div")
    .filter({ has: section.page().getByText(label, { exact: true }) })
    .locator("dd");

/** A figure of the Financials screen's Metrics, by the start of its label. */
export const financialsMetric = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Metrics" })
    .locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}`) }) })
    .locator("dd");

/** The cells (after the row header) of one row of a table, by its row header. */
export const rowCells = (table: Locator, header: string) =>
  table
    .locator("tr")
    .filter({ has: table.page().getByRole("rowheader", { name: header, exact: true }) })
    .getByRole("cell");

/**
 * "Maple Fourplex" at $1,000,000, created as the raw JSON a client may send: four 2 bed / 1 bath units at $2,000 a
 * month, taxes $1,000 and insurance $300 a month, no financing entered. Returns its id.
 */
export async function createMapleFourplex(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const unit = { unitNumber: "", beds: 2, baths: 1, sqft: 1_000, monthlyRentCents: 200_000 };
  const response = await page.request.post("/api/properties", {
    headers: { origin },
    data: {
      nickname: "Maple Fourplex",
      address: "7 Maple Court",
      price: 1_000_000,
      unitCount: 4,
      squareFeet: 4_000,
      units: [unit, unit, unit, unit],
      expenses: [
        { label: "Taxes", category: "Taxes", amountMonthlyCents: 100_000 },
        { label: "Insurance", category: "Insurance", amountMonthlyCents: 30_000 },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
