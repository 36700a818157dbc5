import { expect, login, logout, PASSWORD, register, test, uniqueEmail } from "../support/fixtures";
import { resetLinkMailedTo } from "../support/mailbox";

const NEW_PASSWORD = "Brick triplex on Oak 77";

test("an investor registers, signs out, signs in, resets a forgotten password by email and signs in with it", async ({
  page,
}) => {
  const email = uniqueEmail("journey");

  await register(page, email);
  await expect(page.getByRole("heading", { name: "My Properties", level: 1 })).toBeVisible();
  await expect(page.getByText('No properties yet. Click "+ New Property" to get started.')).toBeVisible();

  await logout(page);
  await page.goto("/properties");
  await expect(page).toHaveURL(/\/auth$/);

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/properties$/);
  await logout(page);

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Generate Reset Link" }).click();
  await expect(page.getByText("Check your email", { exact: true })).toBeVisible();

  const link = await resetLinkMailedTo(email);
  expect(link).toContain(`/reset-password?token=`);
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password Reset Successfully!")).toBeVisible();
  await expect(page.getByText("Redirecting you to login...")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });

  await login(page, email, PASSWORD);
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password.", { exact: true })).toBeVisible();

  await login(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/properties$/);

  // The emailed link works once only.
  await logout(page);
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("Yet another fine passphrase");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Yet another fine passphrase");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Reset failed", { exact: true })).toBeVisible();
  await expect(page.getByText("This reset link is invalid or has expired.", { exact: true })).toBeVisible();
});

test("registering an email that already has an account says so", async ({ page }) => {
  const email = uniqueEmail("twice");
  await register(page, email);
  await logout(page);
  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("tabpanel", { name: "Register" });
  await form.getByLabel("Email").fill(email.toUpperCase());
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration failed", { exact: true })).toBeVisible();
  await expect(page.getByText("An account with this email already exists.", { exact: true })).toBeVisible();
});
