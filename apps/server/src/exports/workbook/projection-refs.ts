import { refTo } from "./cells";

export const PROJECTION_SHEET = "Projection";
/** Row of year 0 (the purchase); year y is on row YEAR0_ROW + y. */
export const YEAR0_ROW = 2;

/** Where the Projection sheet keeps what other sheets read, for a hold of `holdYears` years. */
export function projectionRefs(holdYears: number) {
  const lastRow = YEAR0_ROW + holdYears;
  const sheet = { name: PROJECTION_SHEET };
  const at = (column: string, row: number) => refTo(sheet, column, row);
  const saleRow = lastRow + 2;
  return {
    lastRow,
    /** The IRR's flows: year 0 (the cash in, negative) to the last year with the sale. */
    flows: `${at("H", YEAR0_ROW)}:$H$${lastRow}`,
    distributions: `${at("H", YEAR0_ROW + 1)}:$H$${lastRow}`,
    noiRange: `${at("D", YEAR0_ROW + 1)}:$D$${lastRow}`,
    noiOfYear: (year: number) => at("D", YEAR0_ROW + year),
    lastNoi: at("D", lastRow),
    lastBalance: at("G", lastRow),
    saleRows: { price: saleRow, costs: saleRow + 1, loanPayoff: saleRow + 2, netProceeds: saleRow + 3 },
    netProceeds: at("B", saleRow + 3),
  };
}
export type ProjectionRefs = ReturnType<typeof projectionRefs>;
