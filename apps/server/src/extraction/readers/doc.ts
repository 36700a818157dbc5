import WordExtractor from "word-extractor";
import { makePage, type ReadDocument } from "../document";
import { FileRejectedError } from "../errors";

/**
 * A legacy Word 97-2003 document. word-extractor turns table cell marks into tabs and ends a table row
 * with an extra one, so a double tab starts a new row; a row with empty cells may be split (the format
 * keeps no better boundary in plain text).
 */
export function docTextToRows(body: string): string[][] {
  const rows: string[][] = [];
  for (const line of body.split("\n")) {
    if (!line.includes("\t")) {
      rows.push([line]);
      continue;
    }
    for (const tableRow of line.split(/\t\t+/)) rows.push(tableRow.split("\t"));
  }
  return rows;
}

export async function readDoc(fileName: string, bytes: Buffer): Promise<ReadDocument> {
  let body: string;
  try {
    body = (await new WordExtractor().extract(bytes)).getBody();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FileRejectedError(
      "corrupt",
      `${fileName} is not a readable Word 97-2003 document; open it in Word and save it as .docx or PDF.`,
      detail.slice(0, 300),
    );
  }
  const page = makePage(1, docTextToRows(body));
  const warnings = page.text === "" ? [`${fileName}: the document holds no text.`] : [];
  return { fileName, kind: "doc", pages: [page], skippedPages: [], warnings };
}
