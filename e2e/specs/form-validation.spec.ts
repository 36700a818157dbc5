import { expect, test } from "../support/fixtures";

test("forgot password with an empty email asks for one", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Generate Reset Link" }).click();
  await expect(page.getByText("Email required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enter your email address.", { exact: true })).toBeVisible();
  // The message takes the user to its field.
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the reset form explains each mistake", async ({ page }) => {
  await page.goto("/reset-password?token=some-token");
  await expect(page.getByText("Must be at least 8 characters long")).toBeVisible();
  const reset = page.getByRole("button", { name: "Reset Password" });
  const newPassword = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm Password", { exact: true });

  await reset.click();
  await expect(page.getByText("Please fill in all fields.", { exact: true })).toBeVisible();
  await expect(newPassword).toBeFocused();
  await expect(newPassword).toHaveAttribute("aria-invalid", "true");

  await newPassword.fill("short");
  await confirm.fill("short");
  await reset.click();
  await expect(page.getByText("Password must be at least 8 characters long.", { exact: true })).toBeVisible();

  await newPassword.fill("long enough one");
  await confirm.fill("long enough two");
  await reset.click();
  await expect(page.getByText("Please make sure both passwords match.", { exact: true })).toBeVisible();
  await expect(confirm).toBeFocused();

  await expect(newPassword).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show new password" }).click();
  await expect(newPassword).toHaveAttribute("type", "text");
});

test("a reset page without a token says the link is invalid and returns to /auth", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("No reset token found in the URL.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });
});
