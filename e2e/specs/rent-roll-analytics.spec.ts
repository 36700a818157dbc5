import type { Locator } from "@playwright/test";
import type { Unit } from "@plexwise/core";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, fourplex, openSection } from "../support/properties";

const unit = (fields: Partial<Unit>): Unit => ({
  unitNumber: "",
  beds: 2,
  baths: 1,
  sqft: null,
  monthlyRentCents: null,
  marketRentCents: null,
  vacant: false,
  ...fields,
});

/** The first day of the month `ahead` months after today's, as yyyy-mm-dd, and that month as the table shows it. */
function monthAhead(ahead: number): { day: string; label: string } {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + ahead, 1);
  const day = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, "0")}-15`;
  return { day, label: first.toLocaleString("en-US", { month: "short", year: "numeric" }) };
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);

/** The table row whose first cell reads `first` (on a phone a cell's name also carries its column's label). */
const rowOf = (table: Locator, first: string) =>
  table.locator("tbody tr").filter({ has: table.page().locator("td:first-child", { hasText: exactly(first) }) });

/** A row's cells as printed, once the row is there. */
async function cellTexts(row: Locator): Promise<string[]> {
  await expect(row).toHaveCount(1);
  return (await row.locator("td").allTextContents()).map((text) => text.trim());
}

test("Financials shows a sixplex's unit mix, loss-to-lease, occupancy, expirations and flagged units, and fits a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, uniqueEmail("rent-roll"));
  const expiring = monthAhead(2);
  // Three 2 Bed / 1 Bath (one vacant), two 1 Bed / 1 Bath, and a studio at $0 (the manager's).
  const units = [
    unit({ unitNumber: "101", sqft: 900, monthlyRentCents: 150_000, marketRentCents: 165_000 }),
    unit({ unitNumber: "102", sqft: 880, monthlyRentCents: 140_000, marketRentCents: 165_000 }),
    unit({ unitNumber: "103", vacant: true, marketRentCents: 165_000 }),
    unit({ unitNumber: "201", beds: 1, sqft: 650, monthlyRentCents: 120_000, marketRentCents: 115_000 }),
    unit({ unitNumber: "202", beds: 1, sqft: 650, monthlyRentCents: 90_000, marketRentCents: 125_000 }),
    unit({ unitNumber: "S1", beds: 0, sqft: 400, monthlyRentCents: 0, marketRentCents: 95_000 }),
  ];
  units[0] = { ...units[0]!, leaseStart: "2025-01-01", leaseEnd: expiring.day, concessionMonthlyCents: 5_000 };
  const id = await createProperty(page, fourplex({ nickname: "Aspen Sixplex", unitCount: 6, units }));

  await page.goto(`/property/${id}/financials`);
  await expect(page.getByRole("heading", { name: "Aspen Sixplex", level: 1 })).toBeVisible();
  const section = await openSection(page, "Rent Roll Analytics");

  const mix = section.getByTestId("unit-mix-table");
  // Type, units, occupied, avg in-place, avg market, avg sq ft: ($1,500 + $1,400) / 2 = $1,450; (900 + 880) / 2 = 890.
  expect(await cellTexts(rowOf(mix, "2 Bed / 1 Bath"))).toEqual([
    "2 Bed / 1 Bath",
    "3",
    "2",
    "$1,450",
    "$1,650",
    "890",
  ]);
  expect(await cellTexts(rowOf(mix, "1 Bed / 1 Bath"))).toEqual([
    "1 Bed / 1 Bath",
    "2",
    "2",
    "$1,050",
    "$1,200",
    "650",
  ]);
  expect(await cellTexts(rowOf(mix, "Studio / 1 Bath"))).toEqual(["Studio / 1 Bath", "1", "1", "—", "$950", "400"]);

  // 150 + 250 - 50 + 350 = $700 a month; the vacant unit's gap is vacancy, the manager's $0 studio is listed apart.
  await expect(section.getByTestId("loss-to-lease-total")).toHaveText("$700");
  await expect(section.getByTestId("loss-to-lease-unpaid")).toContainText("S1, market $950");
  const loss = section.getByTestId("loss-to-lease-table");
  expect(await cellTexts(rowOf(loss, "201"))).toEqual(["201", "1 Bed / 1 Bath", "$1,200", "$1,150", "-$50"]);
  await expect(section.getByTestId("occupancy-pct")).toHaveText("83.3%");

  const expirations = section.getByTestId("expirations-table");
  expect(await cellTexts(rowOf(expirations, expiring.label))).toEqual([expiring.label, "1", "$1,500"]);
  await expect(section.getByText("1 unit: $50 a month")).toBeVisible();
  const flagged = section.getByTestId("flagged-units-table");
  expect(await cellTexts(rowOf(flagged, "S1"))).toEqual(["S1", "Studio / 1 Bath", "$0", "—", "$0 in place"]);

  // Charts load with the section; nothing scrolls sideways on a phone.
  await expect(section.locator(".recharts-responsive-container").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], `Financials is ${widths[0]}px wide at ${widths[1]}px`).toBeLessThanOrEqual(widths[1] ?? 0);
});
