import { onePagePdf } from "./one-page-pdf";

/** A one-page broker rent roll with a text layer, made by the test: 3 units, one vacant, and an asking price. */
export function rentRollPdf(): Promise<Buffer> {
  return onePagePdf(({ text, table }) => {
    text("Birch Row Apartments Rent Roll", 50, 740, 14);
    text("48 Birch Row, Madison, WI 53703", 50, 720);
    text("Asking Price: $450,000", 50, 704);
    const columns = [50, 130, 200, 280, 350, 450];
    const rows = [
      ["Unit", "BD/BA", "Status", "Sq Ft", "Market Rent", "Rent"],
      ["1", "2/1.00", "Current", "900", "$1,500", "$1,450"],
      ["2", "2/1.00", "Current", "900", "$1,500", "$1,425"],
      ["3", "1/1.00", "Vacant", "650", "$1,150", "$1,100"],
      ["Total 3 Units", "", "", "2,450", "$4,150", "$2,875"],
    ];
    table(rows, columns, 670);
  });
}
