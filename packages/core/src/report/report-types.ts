/**
 * An investment report as text: sections of blocks whose every figure is already formatted, so the PDF renderer
 * only lays them out. The numbers a chart needs for its geometry travel beside their formatted text.
 */

export type ReportFact = { label: string; value: string };

export type ReportTable = {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Per column; numbers read right-aligned. Default left. */
  align?: ("left" | "right")[];
  /** Indexes of rows to set in bold (totals, the deal as entered). */
  strongRows?: number[];
};

export type DonutSlice = {
  label: string;
  kind: "mortgage" | "expense" | "cashFlow";
  /** Dollars a month, for the slice's angle only. */
  amount: number;
  amountText: string;
  shareText: string;
};

export type ProjectionBar = { year: number; noi: number; cashFlow: number };

export type ReportBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "facts"; facts: ReportFact[] }
  | { kind: "list"; items: string[] }
  | { kind: "table"; table: ReportTable }
  | { kind: "donut"; alt: string; slices: DonutSlice[]; shortfallText: string | null }
  | { kind: "bars"; alt: string; bars: ProjectionBar[]; legend: [string, string] };

export type ReportSection = {
  id: string;
  title: string;
  /** Start the section on a new page. */
  newPage?: boolean;
  blocks: ReportBlock[];
};

export type ReportCover = {
  heading: string;
  address: string;
  facts: ReportFact[];
  /** "Verdict: Buy - ..." when the pro-forma has run. */
  verdict: string | null;
  generatedOn: string;
};

export type PropertyReport = {
  /** The document's title metadata. */
  title: string;
  cover: ReportCover;
  sections: ReportSection[];
};

export type CompareReport = {
  title: string;
  subtitle: string;
  sections: ReportSection[];
};
