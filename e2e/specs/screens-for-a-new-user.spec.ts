import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, fourplex } from "../support/properties";

/** What a new user tripped over on the screens (issue 16), each checked as they would meet it. */

test("a price never entered shows '-' on the list and the header, not $0K", async ({ page }) => {
  await register(page, uniqueEmail("no-price"));
  const id = await createProperty(page, { address: "3 Unpriced Lane", nickname: "Unpriced" });
  await page.goto("/properties");
  const row = page.getByRole("row").filter({ hasText: "Unpriced" });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("$0K");
  await expect(row.getByRole("cell", { name: "-", exact: true })).toBeVisible();
  await page.goto(`/property/${id}/snapshot`);
  await expect(page.getByText("3 Unpriced Lane").first()).toBeVisible();
  await expect(page.getByText("$0K")).toHaveCount(0);
});

test("a new page starts at the top, and back returns to where the reader was", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, uniqueEmail("scroll"));
  const ids: string[] = [];
  for (let i = 0; i < 14; i++)
    ids.push(await createProperty(page, fourplex({ nickname: `Scroll ${i}`, address: `${i} Scroll Street` })));
  await page.goto("/properties");
  await expect(page.getByText("Scroll 13").first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

  // An in-app navigation (as a link does: wouter listens to pushState).
  await page.evaluate((id) => window.history.pushState(null, "", `/property/${id}/snapshot`), ids[0]);
  await expect(page).toHaveURL(/\/snapshot$/);
  await expect(page.getByText("0 Scroll Street").first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/properties$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});
