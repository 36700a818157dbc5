import { expect, register, test, uniqueEmail } from "../support/fixtures";

test("a signed-out visit to any protected route lands on /auth", async ({ page }) => {
  for (const path of ["/properties", "/property/new", "/property/12/snapshot", "/property/12/financials"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/auth$/);
    await expect(page.getByText("Welcome back")).toBeVisible();
  }
});

test("an unknown route shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the landing page leads to /auth, and a signed-in visitor to /auth goes to My Properties", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Sign in to start analyzing your properties")).toBeVisible();
  await page
    .getByRole("link", { name: "Get Started" })
    .or(page.getByRole("button", { name: "Get Started" }))
    .click();
  await expect(page).toHaveURL(/\/auth$/);

  await register(page, uniqueEmail("routing"));
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/properties$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Properties", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("menuitem", { name: "New Property" }).click();
  await expect(page).toHaveURL(/\/property\/new$/);
});
