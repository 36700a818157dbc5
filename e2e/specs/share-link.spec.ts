import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, financialsMetric, fourplex } from "../support/properties";

test("an owner shares a read-only link, a stranger opens it without an account, and revocation ends it at once", async ({
  page,
  browser,
}) => {
  await register(page, uniqueEmail("share"));
  const origin = new URL(page.url()).origin;
  const id = await createProperty(page, fourplex({ notes: "Private: offer 5% under asking." }));
  await page.goto(`/property/${id}/snapshot`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share a read-only link" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const linkField = dialog.getByLabel(/Your link/);
  await expect(linkField).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const link = new URL(await linkField.inputValue());
  await expect(dialog.getByRole("list", { name: "Share links" }).getByRole("listitem")).toHaveCount(1);

  // A fresh browser: no cookie, no account.
  const stranger = await browser.newContext({ baseURL: origin });
  const visitor = await stranger.newPage();
  const opened = await visitor.goto(link.pathname);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(visitor.getByRole("heading", { name: "Birch Fourplex", level: 1 })).toBeVisible();
  await expect(visitor.getByText("12 Birch Street", { exact: false }).first()).toBeVisible();
  await expect(visitor.getByText("$800,000").first()).toBeVisible();
  await expect(visitor.getByText("Private: offer 5% under asking.")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  await expect(visitor.getByRole("textbox")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: /My Properties|Log ?in|Sign ?in/i })).toHaveCount(0);

  await visitor.getByRole("link", { name: "Financials" }).click();
  await expect(visitor).toHaveURL(new RegExp(`${link.pathname}/financials$`));
  // Income $6,100 - expenses $2,100 = $4,000 a month: a 6.00% cap rate at $800,000, as the owner's screen says.
  await expect(financialsMetric(visitor, "Cap Rate")).toHaveText("6.00%");
  await expect(visitor.getByTestId("cash-flow")).toHaveText("+$4,000");
  await expect(visitor.getByRole("textbox")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Assumptions" })).toHaveCount(0);
  // The report under the link: a PDF, downloaded without an account.
  const reportDownload = visitor.waitForEvent("download");
  await visitor.getByRole("link", { name: "Download report (PDF)" }).click();
  const report = await (await reportDownload).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of report) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");

  await dialog.getByRole("button", { name: /^Revoke link/ }).click();
  await expect(page.getByText("Link revoked", { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Revoked\./)).toBeVisible();

  await visitor.reload();
  await expect(
    visitor.getByRole("heading", { name: "This link is not valid or has been revoked", level: 1 }),
  ).toBeVisible();
  await expect(visitor.getByText("12 Birch Street")).toHaveCount(0);
  await stranger.close();
});
