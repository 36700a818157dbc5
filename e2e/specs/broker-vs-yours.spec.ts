import type { DocumentLine } from "@plexwise/core";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, financialsMetric, fourplex } from "../support/properties";

/** The documents' columns: the T-12's and the broker's taxes, and the broker's rent. */
const documentLines: DocumentLine[] = [
  {
    label: "Gross Potential Rent",
    kind: "rent",
    category: null,
    t12Cents: 580_000,
    t12SourceFile: "t12.csv",
    t12SourcePage: null,
    brokerCents: 640_000,
    brokerSourceFile: "om.pdf",
    brokerSourcePage: 6,
  },
  {
    label: "Real Estate Taxes",
    kind: "expense",
    category: "Taxes",
    t12Cents: 78_000,
    t12SourceFile: "t12.csv",
    t12SourcePage: null,
    brokerCents: 80_000,
    brokerSourceFile: "om.pdf",
    brokerSourcePage: 6,
  },
];

const REASON = "Reassessed at the price: $800,000 x 1.9% = $15,200/yr";

test("Normalise reassesses the taxes at the price: yours changes with its reason, is kept, and the cap rate follows", async ({
  page,
}) => {
  await register(page, uniqueEmail("broker-vs-yours"));
  // The fourplex at $800,000 in Texas: NOI $48,000 a year, a 6.00% cap rate, taxes $800 a month.
  const id = await createProperty(page, fourplex({ state: "TX", documentLines }));
  await page.goto(`/property/${id}/financials`);
  await expect(financialsMetric(page, "Cap Rate")).toHaveText("6.00%");

  const table = page.getByRole("table", { name: "Broker vs yours lines" });
  const taxes = table.getByRole("row", { name: /Real Estate Taxes/ });
  await expect(taxes.getByRole("cell")).toHaveText(["$780", "$800", "$800", "$0 vs broker", ""]);
  await expect(table.getByRole("row", { name: /Gross Potential Rent/ }).getByRole("cell")).toHaveText([
    "$5,800",
    "$6,400",
    "$6,000",
    "−$400 vs broker",
    "",
  ]);

  await page.getByRole("button", { name: "Normalise" }).click();
  const dialog = page.getByRole("dialog", { name: "Normalise" });
  const tax = dialog.getByTestId("proposal-property_tax");
  // $800,000 x 1.9% (the Texas rate) = $15,200 a year = $1,267 a month.
  await expect(tax).toContainText("Taxes: $800 → $1,267");
  await expect(tax).toContainText("Tax Foundation");
  await tax.getByRole("button", { name: "Accept" }).click();
  await expect(tax).toHaveCount(0);
  await page.keyboard.press("Escape");

  await expect(taxes.getByRole("cell")).toHaveText(["$780", "$800", "$1,267", "+$467 vs broker", REASON]);
  // NOI $48,000 - ($15,200 - $9,600) = $42,400 a year on $800,000: 5.30%.
  await expect(financialsMetric(page, "Cap Rate")).toHaveText("5.30%");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  await page.reload();
  await expect(taxes.getByRole("cell")).toHaveText(["$780", "$800", "$1,267", "+$467 vs broker", REASON]);
  await expect(financialsMetric(page, "Cap Rate")).toHaveText("5.30%");

  // The NOI bridge walks from the broker's $6,400 - $800 = $5,600 a month to yours, $42,400 / 12.
  const bridge = page.getByTestId("noi-bridge");
  await expect(bridge.getByRole("row", { name: /Broker's NOI/ })).toContainText("$5,600");
  await expect(bridge.getByRole("row", { name: /^Taxes/ })).toContainText(REASON);
  await expect(bridge.getByRole("row", { name: /Your NOI/ })).toContainText("$3,533");

  // Editing yours by hand asks why.
  await taxes.getByRole("button", { name: "Edit yours for Real Estate Taxes" }).click();
  const edit = page.getByRole("dialog", { name: /Yours: Real Estate Taxes/ });
  await edit.getByLabel("Amount (monthly)").fill("1,000");
  await edit.getByLabel("Reason (optional)").fill("Assessor's notice for 2026");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(taxes.getByRole("cell")).toHaveText([
    "$780",
    "$800",
    "$1,000",
    "+$200 vs broker",
    "Assessor's notice for 2026",
  ]);

  // On a phone the lines are cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("broker-vs-yours-card").filter({ hasText: "Real Estate Taxes" })).toContainText(
    "Assessor's notice for 2026",
  );
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth ?? 390);
});
