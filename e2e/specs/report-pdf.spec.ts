import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, fourplex } from "../support/properties";

const PDFTOTEXT = "/usr/bin/pdftotext";

test("an investor downloads the property's investment report from Snapshot, and the comparison's PDF from /compare", async ({
  page,
}, testInfo) => {
  test.skip(!fs.existsSync(PDFTOTEXT), `${PDFTOTEXT} is missing (apt-get install poppler-utils)`);
  await register(page, uniqueEmail("report-pdf"));
  const birch = await createProperty(page, fourplex());
  const cedar = await createProperty(page, fourplex({ nickname: "Cedar Fourplex", address: "14 Cedar Street" }));

  await page.goto(`/property/${birch}/snapshot`);
  const reportDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download report (PDF)" }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toBe("plexwise-report-12-birch-street.pdf");
  const reportFile = testInfo.outputPath("report.pdf");
  await report.saveAs(reportFile);
  const reportText = execFileSync(PDFTOTEXT, ["-layout", reportFile, "-"]).toString();
  expect(reportText).toContain("Birch Fourplex");
  expect(reportText).toContain("12 Birch Street");
  expect(reportText).toMatch(/NOI \(annual\)\s+\$48,000/);

  await page.goto(`/compare?ids=${birch},${cedar}`);
  await expect(page.getByTestId("compare-ranking")).toBeVisible();
  const compareDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const comparison = await compareDownload;
  const compareFile = testInfo.outputPath("comparison.pdf");
  await comparison.saveAs(compareFile);
  const compareText = execFileSync(PDFTOTEXT, ["-layout", compareFile, "-"]).toString();
  expect(compareText).toMatch(/Birch Fourplex\s+Cedar Fourplex/);
});
