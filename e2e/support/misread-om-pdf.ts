import { onePagePdf } from "./one-page-pdf";

/**
 * A one-page offering memorandum with a text layer, made by the test, whose rows genuinely miss the totals it prints:
 * the rent roll adds up ($6,000 a month, 4 units) but the operating statement's expense lines add up to $22,000 a
 * year while it prints Total Expenses $33,000 and NOI $40,200 (the lines give $51,200). No reading of it reproduces
 * the printed totals, as with a statement whose pages were cut or whose broker's sums are wrong.
 */
export function misreadOmPdf(): Promise<Buffer> {
  return onePagePdf(({ text, table }) => {
    text("Aspen Court Apartments Offering Memorandum", 50, 740, 14);
    text("210 Aspen Court, Boise, ID 83702", 50, 720);
    text("Asking Price: $900,000", 50, 704);
    text("Rent Roll", 50, 676, 12);
    const columns = [50, 130, 200, 280, 350, 450];
    const rows = [
      ["Unit", "BD/BA", "Status", "Sq Ft", "Market Rent", "Rent"],
      ["1", "2/1.00", "Current", "900", "$1,550", "$1,500"],
      ["2", "2/1.00", "Current", "900", "$1,550", "$1,500"],
      ["3", "2/1.00", "Current", "900", "$1,550", "$1,500"],
      ["4", "2/1.00", "Current", "900", "$1,550", "$1,500"],
      ["Total 4 Units", "", "", "3,600", "$6,200", "$6,000"],
    ];
    table(rows, columns, 656);
    const lines = (rows: string[][], top: number) => table(rows, [50, 300], top);
    text("Income (Annual)", 50, 540, 12);
    lines(
      [
        ["Gross Potential Rent", "$72,000"],
        ["Laundry Income", "$1,200"],
        ["Total Income", "$73,200"],
      ],
      520,
    );
    text("Operating Expenses", 50, 450, 12);
    lines(
      [
        ["Real Estate Taxes", "$9,000"],
        ["Insurance", "$3,000"],
        ["Repairs & Maintenance", "$4,000"],
        ["Utilities", "$6,000"],
        ["Total Expenses", "$33,000"],
        ["Net Operating Income", "$40,200"],
      ],
      430,
    );
  });
}
