import type { Page, Request } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import {
  aiSection,
  createProperty,
  fourplex,
  openSection,
  rowCells,
  sectionMetric,
  twoBedUnit,
} from "../support/properties";

/**
 * The Snapshot's AI sections against a server with no AI provider and no data source configured: every analysis is
 * the deterministic one, written by code ("Plain analysis (no AI model configured)"), so its numbers can be checked by hand.
 */

const SECTIONS = ["AI-Analyzed Listing Summary", "AI Ratings", "Pro-forma Analysis", "Comparable Rents"] as const;
const PLAIN = "Plain analysis (no AI model configured)";

/** Every POST .../comps/run the page sends for the property. */
function countCompsRuns(page: Page, propertyId: string): Request[] {
  const runs: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === `/api/properties/${propertyId}/comps/run`)
      runs.push(request);
  });
  return runs;
}

const isGetComps = (propertyId: string) => (response: { url(): string; request(): Request }) =>
  response.request().method() === "GET" && new URL(response.url()).pathname === `/api/properties/${propertyId}/comps`;

async function openSnapshot(page: Page, id: string, heading: string) {
  await page.goto(`/property/${id}/snapshot`);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

test("the AI sections start collapsed, open on their empty states, and comps run by themselves once per property per session", async ({
  page,
}) => {
  await register(page, uniqueEmail("ai-empty"));
  const id = await createProperty(page, fourplex());
  const compsRuns = countCompsRuns(page, id);

  const autoRun = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/api/properties/${id}/comps/run`,
  );
  await openSnapshot(page, id, "Birch Fourplex");
  for (const title of SECTIONS) {
    await expect(page.getByRole("button", { name: title, exact: true })).toHaveAttribute("aria-expanded", "false");
    // A closed section renders nothing of its content.
    await expect(aiSection(page, title).getByRole("button")).toHaveCount(1);
  }
  // The run starts whether or not Comparable Rents is open.
  expect((await autoRun).status()).toBe(200);
  expect(compsRuns).toHaveLength(1);

  const summary = await openSection(page, "AI-Analyzed Listing Summary");
  await expect(summary.getByText("No analysis available", { exact: true })).toBeVisible();
  await expect(summary.getByRole("button", { name: "Generate" })).toBeEnabled();
  const ratings = await openSection(page, "AI Ratings");
  await expect(ratings.getByText("No analysis available", { exact: true })).toBeVisible();
  await expect(ratings.getByRole("button", { name: "Analyze" })).toBeEnabled();
  const proforma = await openSection(page, "Pro-forma Analysis");
  await expect(proforma.getByText("No analysis available", { exact: true })).toBeVisible();
  await expect(proforma.getByRole("button", { name: "Analyze" })).toBeEnabled();

  // The property is the user's only one and no rent source is configured: the comps ran and found nothing,
  // so the section shows the result with its table, each unit type without comps but with the bundled HUD
  // floor (FY2024 Small Area FMR of 62701, 2-BR $1,300).
  const comps = await openSection(page, "Comparable Rents");
  await expect(comps.getByText(PLAIN)).toBeVisible();
  await expect(comps.getByText("No comparable rents analysis available yet")).toHaveCount(0);
  await expect(comps.getByText("No comparable rents were found near ZIP 62701.", { exact: true })).toBeVisible();
  const table = comps.getByTestId("comps-summary-table");
  await expect(rowCells(table, "2 Bed / 1 Bath")).toHaveText(["$1,500", "—", "—", "—", "—", "0", "$1,300"]);
  await expect(comps.getByText("No individual comps were found.")).toBeVisible();
  await expect(comps.getByRole("button", { name: "Regenerate" })).toBeVisible();
  await expect(comps.getByTestId("outdated-badge")).toHaveCount(0);

  // A reload, another screen and a way back in the same session: no second run.
  const storedAfterReload = page.waitForResponse(isGetComps(id));
  await page.reload();
  expect((await storedAfterReload).status()).toBe(200);
  await openSection(page, "Comparable Rents");
  await expect(aiSection(page, "Comparable Rents").getByTestId("comps-summary-table")).toBeVisible();
  await page.goto("/properties");
  await page
    .getByRole("row")
    .filter({ hasText: "Birch Fourplex" })
    .getByRole("link", { name: "Birch Fourplex" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/property/${id}/snapshot$`));
  await openSection(page, "Comparable Rents");
  await expect(aiSection(page, "Comparable Rents").getByText(PLAIN)).toBeVisible();
  expect(compsRuns).toHaveLength(1);
});

test("an automatic comps run that fails is not repeated in the same session; Run comps runs them on demand", async ({
  page,
}) => {
  await register(page, uniqueEmail("ai-comps-fail"));
  const id = await createProperty(page, fourplex());
  const compsRuns = countCompsRuns(page, id);
  const message = "Too many analyses in the last hour. Please wait and try again.";
  const runPath = `**/api/properties/${id}/comps/run`;
  await page.route(runPath, (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message }) }),
  );

  await openSnapshot(page, id, "Birch Fourplex");
  await expect.poll(() => compsRuns.length).toBe(1);
  const comps = await openSection(page, "Comparable Rents");
  await expect(comps.getByRole("alert")).toHaveText(message);
  await expect(comps.getByText("No comparable rents analysis available yet", { exact: true })).toBeVisible();

  // Still nothing stored, but this session already had its automatic run.
  const stored = page.waitForResponse(isGetComps(id));
  await page.reload();
  expect(await (await stored).json()).toBeNull();
  await openSection(page, "Comparable Rents");
  await expect(comps.getByText("No comparable rents analysis available yet", { exact: true })).toBeVisible();
  await expect(comps.getByRole("alert")).toHaveCount(0);
  expect(compsRuns).toHaveLength(1);

  await page.unroute(runPath);
  await comps.getByRole("button", { name: "Run comps" }).click();
  await expect(comps.getByTestId("comps-summary-table")).toBeVisible();
  await expect(comps.getByText(PLAIN)).toBeVisible();
  expect(compsRuns).toHaveLength(2);
});

test("the listing summary and pro-forma show the computed numbers, go outdated when the price changes, and Regenerate brings them current", async ({
  page,
}) => {
  await register(page, uniqueEmail("ai-proforma"));
  const id = await createProperty(page, fourplex());
  await openSnapshot(page, id, "Birch Fourplex");

  // Income $6,000 rent + $100 laundry = $6,100; less $2,100 expenses = $4,000 a month: NOI $48,000 a year;
  // 48,000 / 800,000 = 6.00%; $800,000 / 4 units = $200,000 per unit; / 3,600 sq ft = $222.22.
  const summary = await openSection(page, "AI-Analyzed Listing Summary");
  await summary.getByRole("button", { name: "Generate" }).click();
  await expect(summary.getByText(PLAIN)).toBeVisible();
  await expect(summary).toContainText("listed at $800,000 ($200,000 per unit, $222.22 per sq ft)");
  await expect(summary).toContainText("Rent in place is $6,000 a month ($72,000 a year)");
  await expect(summary).toContainText("NOI is $48,000 a year, a cap rate of 6.00%.");
  await expect(summary.getByRole("listitem")).toContainText([
    "4 units at $800,000 ($200,000 per unit)",
    "NOI $48,000/yr, a 6.00% cap rate",
    "Other income $100/mo",
  ]);
  await expect(summary.getByTestId("outdated-badge")).toHaveCount(0);

  // GOI (6,000 + 100) x 12 = 73,200; expenses 2,100 x 12 = 25,200; OER 25,200 / 73,200 = 34.4%.
  // Cash purchase: cash in 800,000 + 3% closing = 824,000, cash on cash 48,000 / 824,000 = 5.83%, below the 6% of a Buy.
  const proforma = await openSection(page, "Pro-forma Analysis");
  await proforma.getByRole("button", { name: "Analyze" }).click();
  await expect(proforma.getByText(PLAIN)).toBeVisible();
  await expect(sectionMetric(proforma, "Gross Operating Income (annual)")).toHaveText("$73,200");
  await expect(sectionMetric(proforma, "Expenses (annual)")).toHaveText("$25,200");
  await expect(sectionMetric(proforma, "NOI (annual)")).toHaveText("$48,000");
  await expect(sectionMetric(proforma, "Cap Rate")).toHaveText("6.00%");
  await expect(sectionMetric(proforma, "OER")).toHaveText("34.4%");
  await expect(sectionMetric(proforma, "Price / Unit")).toHaveText("$200,000");
  await expect(sectionMetric(proforma, "Price / Sq Ft")).toHaveText("$222.22");
  await expect(sectionMetric(proforma, "DSCR")).toHaveText("—");
  await expect(sectionMetric(proforma, "Cash Flow (annual)")).toHaveText("$48,000");
  await expect(sectionMetric(proforma, "Cash on Cash")).toHaveText("5.83%");
  const verdict = proforma.getByTestId("verdict-badge");
  await expect(verdict).toHaveText("Review");
  await expect(verdict).toHaveAttribute("data-verdict", "other");
  await expect(proforma).toContainText("a cash-on-cash return of 5.83%, below 6%");
  await expect(proforma.locator("[data-severity]")).toHaveCount(1);
  await expect(proforma.locator('[data-severity="medium"]')).toContainText("No vacancy allowance");
  await expect(proforma.getByTestId("outdated-badge")).toHaveCount(0);

  // Lower the price on the Price tile.
  await page.getByRole("button", { name: "Edit Price" }).click();
  await page.getByLabel("Price", { exact: true }).fill("700000");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Edit Price" })).toBeVisible();

  // Both results were computed from the old price; the old numbers stay until regenerated.
  for (const section of [summary, proforma]) {
    await expect(section.getByTestId("outdated-badge")).toHaveText(
      "Outdated — the property changed since this analysis",
    );
    await expect(section.getByRole("button", { name: "Regenerate" })).toBeEnabled();
  }
  await expect(sectionMetric(proforma, "Cap Rate")).toHaveText("6.00%");
  // The price is not an input of the comparable rents, which stay current.
  const comps = await openSection(page, "Comparable Rents");
  await expect(comps.getByText(PLAIN)).toBeVisible();
  await expect(comps.getByTestId("outdated-badge")).toHaveCount(0);

  // 48,000 / 700,000 = 6.86%; $175,000 per unit; cash on cash 48,000 / 721,000 = 6.66%: every Buy condition is met.
  await proforma.getByRole("button", { name: "Regenerate" }).click();
  await expect(proforma.getByTestId("outdated-badge")).toHaveCount(0);
  await expect(sectionMetric(proforma, "Cap Rate")).toHaveText("6.86%");
  await expect(sectionMetric(proforma, "NOI (annual)")).toHaveText("$48,000");
  await expect(sectionMetric(proforma, "Price / Unit")).toHaveText("$175,000");
  await expect(sectionMetric(proforma, "Cash on Cash")).toHaveText("6.66%");
  await expect(verdict).toHaveText("Buy");
  await expect(verdict).toHaveAttribute("data-verdict", "buy");
  await expect(summary.getByTestId("outdated-badge")).toBeVisible();

  await summary.getByRole("button", { name: "Regenerate" }).click();
  await expect(summary.getByTestId("outdated-badge")).toHaveCount(0);
  await expect(summary).toContainText("listed at $700,000 ($175,000 per unit, $194.44 per sq ft)");
  await expect(summary).toContainText("NOI is $48,000 a year, a cap rate of 6.86%.");

  // Stored on the server: after a reload both are current with the new numbers.
  await page.reload();
  await openSection(page, "AI-Analyzed Listing Summary");
  await openSection(page, "Pro-forma Analysis");
  await expect(summary).toContainText("a cap rate of 6.86%.");
  await expect(sectionMetric(proforma, "Cap Rate")).toHaveText("6.86%");
  await expect(proforma.getByTestId("verdict-badge")).toHaveAttribute("data-verdict", "buy");
  await expect(page.getByTestId("outdated-badge")).toHaveCount(0);
});

test("Comparable Rents summarises the rents of the user's other properties in the same ZIP", async ({ page }) => {
  await register(page, uniqueEmail("ai-comps"));
  const id = await createProperty(page, fourplex());
  // Same ZIP (0 miles between ZIP centres): its three 2 bed / 1 bath rents are comps.
  await createProperty(page, {
    nickname: "Oak Triplex",
    address: "20 Oak Street",
    city: "Springfield",
    state: "IL",
    zip: "62701",
    price: 450_000,
    unitCount: 3,
    units: [1_400, 1_800, 1_650].map(twoBedUnit),
  });
  // New York is far outside the 3-mile radius: its rent is no comp.
  await createProperty(page, {
    nickname: "Far Duplex",
    address: "1 Far Avenue",
    city: "New York",
    state: "NY",
    zip: "10001",
    price: 900_000,
    unitCount: 1,
    units: [twoBedUnit(5_000)],
  });

  const autoRun = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/api/properties/${id}/comps/run`,
  );
  await openSnapshot(page, id, "Birch Fourplex");
  expect((await autoRun).status()).toBe(200);
  const comps = await openSection(page, "Comparable Rents");

  // Comps 1,400, 1,650, 1,800: median 1,650, low 1,400, high 1,800; the rent in place of 1,500 is
  // (1,500 - 1,650) / 1,650 = -9.09%, shown as -9.1%: below the comps.
  const row = rowCells(comps.getByTestId("comps-summary-table"), "2 Bed / 1 Bath");
  // The last cell is the bundled HUD floor: FY2024 Small Area FMR of 62701, 2-BR $1,300.
  await expect(row).toHaveText(["$1,500", "$1,650", "$1,400", "$1,800", "−9.1% below", "3", "$1,300"]);
  await expect(row.nth(4)).toHaveAttribute("data-gap", "below");
  await expect(
    comps.getByText("3 comps near ZIP 62701: 2 Bed / 1 Bath median $1,650, yours 9.1% below.", { exact: true }),
  ).toBeVisible();
  await expect(comps.getByRole("listitem").filter({ hasText: "2 Bed / 1 Bath: $1,400–$1,800" })).toBeVisible();
  await expect(
    comps.getByText(
      "Your 2 Bed / 1 Bath units rent for $1,500, 9.1% below the median of $1,650 across 3 comps; HUD's Fair Market Rent floor for 2 bedrooms is $1,300.",
      { exact: true },
    ),
  ).toBeVisible();

  await expect(comps.getByRole("heading", { name: "Your other properties (3)" })).toBeVisible();
  const list = comps.getByRole("table", { name: "Comps from Your other properties" });
  await expect(list.getByRole("row")).toHaveCount(4);
  for (const rent of ["$1,400", "$1,650", "$1,800"]) {
    await expect(list.getByRole("row").filter({ hasText: rent })).toContainText("20 Oak Street");
  }
  await expect(list).not.toContainText("1 Far Avenue");
  await expect(comps.getByRole("listitem").filter({ hasText: "Your other properties — 3 comps" })).toBeVisible();
});

test("AI Ratings for a ZIP outside the bundled data and no data source give no ratings rather than guesses, say why, and the AI Rating tile stays a dash", async ({
  page,
}) => {
  await register(page, uniqueEmail("ai-ratings"));
  const id = await createProperty(page, fourplex({ zip: "99999" }));
  await openSnapshot(page, id, "Birch Fourplex");
  const tile = page.getByTestId("ai-rating-tile");
  await expect(tile).toContainText("AI Rating—No AI rating yet");

  const ratings = await openSection(page, "AI Ratings");
  await ratings.getByRole("button", { name: "Analyze" }).click();
  await expect(ratings.getByText(PLAIN)).toBeVisible();
  await expect(ratings.getByText("No ratings could be computed for this area.", { exact: true })).toBeVisible();
  for (const label of ["Schools", "Crime", "Jobs", "Neighborhood"]) {
    await expect(
      ratings.locator("div.rounded-lg", { has: page.getByRole("heading", { name: label, exact: true }) }),
    ).toContainText("Not rated");
  }
  await expect(ratings).not.toContainText("/10");
  await expect(ratings).not.toContainText("Model estimate");
  const verdict = ratings.getByTestId("verdict-badge");
  await expect(verdict).toHaveText("Unknown");
  await expect(verdict).toHaveAttribute("data-verdict", "other");
  await expect(ratings).toContainText("No neighbourhood data is available for this address, so no ratings were given.");
  await expect(ratings).toContainText("ZIP 99999 is outside the bundled public data");

  // The stored ratings are null, not numbers.
  const stored = (await (await page.request.get(`/api/properties/${id}/analyses`)).json()) as {
    neighborhood: { analysis: { ratings: Record<string, number | null>; rating_basis: string } };
  };
  expect(stored.neighborhood.analysis.ratings).toEqual({ schools: null, crime: null, jobs: null, neighborhood: null });
  expect(stored.neighborhood.analysis.rating_basis).toBe("none");

  await expect(tile).toContainText("—");
  await expect(tile).not.toContainText("/10");
  // No AI overall rating to fall back on, and no rating of the user's own: My Properties shows no rating either.
  await page.goto("/properties");
  await expect(page.getByRole("row").filter({ hasText: "Birch Fourplex" })).toContainText("No rating");
});

test("an AI section opens and runs from the keyboard", async ({ page }) => {
  await register(page, uniqueEmail("ai-keyboard"));
  const id = await createProperty(page, fourplex());
  await openSnapshot(page, id, "Birch Fourplex");
  const trigger = page.getByRole("button", { name: "Pro-forma Analysis", exact: true });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const analyze = aiSection(page, "Pro-forma Analysis").getByRole("button", { name: "Analyze" });
  // The section's stored analyses load when it opens: Tab once its button is there.
  await expect(analyze).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(analyze).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(sectionMetric(aiSection(page, "Pro-forma Analysis"), "Cap Rate")).toHaveText("6.00%");
  await trigger.focus();
  await page.keyboard.press("Space");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});
