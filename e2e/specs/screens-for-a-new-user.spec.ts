import fs from "node:fs";
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

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a toast never covers the primary action at ${viewport.width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await register(page, uniqueEmail("toast"));
    await page.goto("/property/new");
    const csv = testInfo.outputPath("roll.csv");
    fs.writeFileSync(csv, "Unit,Rent\n1,1000\n2,1100\n");
    await page.getByLabel("Choose documents").setInputFiles([csv]);
    const toast = page.getByRole("status").filter({ hasText: "1 new file(s) added" });
    await expect(toast).toBeVisible();
    const action = page.getByRole("button", { name: "Upload & Extract" });
    await action.scrollIntoViewIfNeeded();
    const [a, b] = [await toast.boundingBox(), await action.boundingBox()];
    if (!a || !b) throw new Error("both are on screen");
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `toast ${JSON.stringify(a)} over the button ${JSON.stringify(b)}`).toBe(false);
    // The button takes the click while the toast is up (a trial click fails when something else would get it).
    await action.click({ trial: true, timeout: 10_000 });
  });
}

for (const width of [360, 390]) {
  test(`no screen scrolls sideways at ${width}px, even with a long nickname`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await register(page, uniqueEmail("overflow"));
    const nickname = "The Extraordinarily Long Named Riverside Apartments Portfolio";
    const id = await createProperty(page, fourplex({ nickname }));
    for (const path of [
      "/properties",
      `/property/${id}/snapshot`,
      `/property/${id}/financials`,
      `/property/${id}/menu`,
      "/property/new",
      "/property/new/review",
      "/compare",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0], `${path} is ${widths[0]}px wide at ${widths[1]}px`).toBeLessThanOrEqual(widths[1] ?? 0);
    }
    // The header's title gives way to its buttons: the heart and the menu can still be tapped.
    await page.goto(`/property/${id}/snapshot`);
    await page
      .getByRole("button", { name: /favorite/i })
      .first()
      .click({ trial: true, timeout: 10_000 });
  });
}

test("several files refused at once each show their reason in the file list", async ({ page }, testInfo) => {
  await register(page, uniqueEmail("refused"));
  await page.goto("/property/new");
  const paths = ["notes.exe", "macro.js", "roll.csv"].map((name) => testInfo.outputPath(name));
  for (const path of paths) fs.writeFileSync(path, "Unit,Rent\n1,1000\n");
  await page.getByLabel("Choose documents").setInputFiles(paths);
  const refused = page.getByRole("list", { name: "Files not added" }).getByRole("listitem");
  await expect(refused).toHaveText(["notes.exe is not a supported file type", "macro.js is not a supported file type"]);
  await expect(page.getByRole("list", { name: "Selected files" }).getByRole("listitem")).toHaveCount(1);
});

test("'Address required' takes the user to the Address field", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, uniqueEmail("address-required"));
  await page.goto("/property/new/review");
  await page.getByRole("button", { name: "Create Property" }).click();
  await expect(page.getByText("Please enter a property address.", { exact: true })).toBeVisible();
  const address = page.getByLabel("Address", { exact: true });
  await expect(address).toBeFocused();
  await expect(address).toBeInViewport();
  await address.fill("9 Oak Ave");
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
});

test("the review's rent roll on a phone shows each unit's rent and the totals without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await register(page, uniqueEmail("review-phone"));
  await page.goto("/property/new/review");
  await page.getByLabel("Units", { exact: true }).fill("4");
  for (const n of [1, 2, 3, 4]) await page.getByLabel(`Rent Monthly, unit ${n}`).fill("1,500");
  // Each unit is a card: its rent is reached by scrolling down, never sideways.
  for (const label of ["Rent Monthly, unit 4", "Rent Annual, unit 4"]) {
    const rent = page.getByLabel(label);
    await rent.scrollIntoViewIfNeeded();
    await expect(rent).toBeInViewport({ ratio: 1 });
  }
  const rentRoll = page.getByRole("region", { name: "Rent Roll" });
  await expect(rentRoll.getByRole("rowheader", { name: "Subtotal" })).toBeInViewport();
  await expect(rentRoll.getByText("$6,000", { exact: true })).toBeInViewport();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
});
