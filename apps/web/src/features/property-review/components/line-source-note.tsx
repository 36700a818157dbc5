import { FileText } from "lucide-react";
import { describeLineSource } from "../lib/review-form-to-create-input";
import type { IncomeRow } from "../lib/review-form";
import { SourceButton } from "./source-button";

/** Where an extracted line item came from: "p. 11 of om.pdf". */
export function LineSourceNote({
  row,
}: {
  row: Pick<IncomeRow, "sourcePage" | "sourceFile" | "sourceLine" | "label">;
}) {
  const text = describeLineSource(row);
  if (!text) return null;
  const printed =
    row.sourceFile && row.sourcePage !== null && row.sourceLine
      ? { file: row.sourceFile, page: row.sourcePage, line: row.sourceLine }
      : null;
  return (
    <span className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
      <FileText className="size-3" aria-hidden="true" />
      <span className="sr-only">Source: </span>
      {text}
      <SourceButton source={printed} label={row.label || "this line"} />
    </span>
  );
}
