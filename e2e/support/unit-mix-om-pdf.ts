import { onePagePdf } from "./one-page-pdf";

/**
 * A one-page offering memorandum made by the test: a unit mix but no rent roll, and an expense list whose
 * printed total ($21,000) is $500 more than its lines ($20,500).
 */
export function unitMixOmPdf(): Promise<Buffer> {
  return onePagePdf(({ text, table }) => {
    text("Oak Court Apartments - Offering Memorandum", 50, 740, 14);
    text("77 Oak Ct, Dayton, OH 45402", 50, 720);
    text("Offering Price: $1,200,000", 50, 704);
    text("Unit Mix", 50, 670, 12);
    table(
      [
        ["# of Units", "Unit Type", "Sq Ft", "Avg Rent"],
        ["4", "2 Bed / 1 Bath", "850", "$1,250"],
        ["2", "1 Bed / 1 Bath", "600", "$950"],
        ["6", "Total", "", ""],
      ],
      [50, 150, 280, 360],
      650,
    );
    text("Operating Expenses", 50, 560, 12);
    table(
      [
        ["Real Estate Taxes", "$9,000"],
        ["Insurance", "$4,500"],
        ["Repairs", "$7,000"],
        ["Total Expenses", "$21,000"],
      ],
      [50, 300],
      540,
    );
  });
}
