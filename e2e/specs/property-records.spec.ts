import type { Page } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";

async function createByHand(page: Page) {
  await page.goto("/property/new/review");
  await expect(page.getByRole("heading", { name: "Review Property", level: 1 })).toBeVisible();
  await page.getByLabel("Nickname", { exact: true }).fill("Elm Fourplex");
  await page.getByLabel("Address", { exact: true }).fill("120 Elm Street");
  await page.getByLabel("City", { exact: true }).fill("Springfield");
  await page.getByLabel("State", { exact: true }).fill("IL");
  await page.getByLabel("Price", { exact: true }).fill("800000");
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("$800,000");
  await page.getByLabel("Units", { exact: true }).fill("4");
  for (const n of [1, 2, 3, 4]) await page.getByLabel(`Rent Monthly, unit ${n}`).fill("1,500");
  await expect(page.getByLabel("Rent Annual, unit 1")).toHaveValue(/18,000/);
  await page.getByRole("button", { name: "Add Expense Item" }).click();
  await page.getByLabel("Expense label 1").fill("Property taxes");
  await page.getByLabel("Expense monthly 1").fill("$2,000");
  await page.getByRole("button", { name: "Create Property" }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/snapshot$/);
  await expect(page.getByText("Property created", { exact: true })).toBeVisible();
}

test("an investor enters a fourplex by hand, sorts, favourites, edits, rates, reloads, and deletes it", async ({
  page,
}) => {
  await register(page, uniqueEmail("records"));
  const origin = new URL(page.url()).origin;
  await page.request.post("/api/properties", {
    data: { nickname: "Alpha Duplex", address: "5 Alpha Road", price: 300_000, unitCount: 2 },
    headers: { origin },
  });

  await createByHand(page);
  const snapshotUrl = page.url();
  await expect(page.getByText("120 Elm Street").first()).toBeVisible();

  // ($6,000 rent - $2,000 expenses) x 12 / $800,000 = 6.00%
  await page.goto("/properties");
  const elmRow = page.getByRole("row").filter({ hasText: "Elm Fourplex" });
  await expect(elmRow).toContainText("$800K");
  await expect(elmRow).toContainText("6.00%");
  await expect(elmRow).toContainText("4");

  const firstRow = () => page.getByRole("row").nth(1);
  await expect(firstRow()).toContainText("Alpha Duplex");
  await page.getByRole("button", { name: "Price", exact: true }).click();
  await expect(firstRow()).toContainText("Alpha Duplex");
  await page.getByRole("button", { name: "Price", exact: true }).click();
  await expect(firstRow()).toContainText("Elm Fourplex");

  await elmRow.getByRole("button", { name: "Add to favorites" }).click();
  await expect(elmRow.getByRole("button", { name: "Remove from favorites" })).toBeVisible();

  await page.goto(snapshotUrl);
  await page.getByRole("button", { name: "Edit City" }).click();
  await page.getByLabel("City", { exact: true }).fill("Champaign");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Edit City" })).toBeVisible();

  const overall = page.getByRole("slider", { name: "Overall" });
  await overall.focus();
  for (let i = 0; i < 16; i++) await page.keyboard.press("ArrowRight");
  await expect(overall).toHaveAttribute("aria-valuenow", "8");
  await page.getByRole("button", { name: "Save My Ratings" }).click();
  await expect(page.getByText("Ratings saved", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText("Champaign").first()).toBeVisible();
  await expect(page.getByRole("slider", { name: "Overall" })).toHaveAttribute("aria-valuenow", "8");
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toBeVisible();

  await page.goto("/properties");
  // My rating (8 + 0 + 0) / 3 = 2.7, red.
  await expect(elmRow).toContainText("2.7");
  await elmRow.getByRole("button", { name: "Delete property" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Property deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Elm Fourplex" })).toHaveCount(0);
  await page.goto(snapshotUrl);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test("the property menu links to this property's own screens and Settings renames it", async ({ page }) => {
  await register(page, uniqueEmail("menu"));
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/properties", {
    data: { nickname: "Oak Triplex", address: "7 Oak Lane" },
    headers: { origin },
  });
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/property/${id}/menu`);
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", `/property/${id}/snapshot`);
  await expect(page.getByRole("link", { name: "Financials" })).toHaveAttribute("href", `/property/${id}/financials`);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${id}/settings$`));
  await page.getByLabel("Nickname").fill("Oak Street Triplex");
  await page.getByRole("button", { name: "Rename" }).click();
  await page.goto("/properties");
  await expect(page.getByRole("row").filter({ hasText: "Oak Street Triplex" })).toBeVisible();
});

test("another user's property is not found", async ({ page, browser }) => {
  await register(page, uniqueEmail("owner"));
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/properties", {
    data: { address: "1 Private Way" },
    headers: { origin },
  });
  const { id } = (await created.json()) as { id: string };

  const stranger = await browser.newPage();
  await register(stranger, uniqueEmail("stranger"));
  await stranger.goto(`/property/${id}/snapshot`);
  await expect(stranger.getByText(/not found/i).first()).toBeVisible();
  await expect(stranger.getByText("1 Private Way")).toHaveCount(0);
  await stranger.close();
});
