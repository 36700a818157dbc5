import mammoth from "mammoth";
import { makePage, type ReadDocument } from "../document";
import { FileRejectedError } from "../errors";

/**
 * A Word document through mammoth's HTML, which keeps tables as tables: each table row becomes a row of
 * cells and each paragraph a row of one cell. DOCX has no fixed pages, so everything is page 1.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

const decodeEntities = (text: string): string =>
  text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

const stripTags = (html: string): string => decodeEntities(html.replace(/<br\s*\/?>/g, " ").replace(/<[^>]+>/g, ""));

/** Rows from mammoth's output, which is regular enough (no attributes on structure tags) to split by tag. */
export function htmlToRows(html: string): string[][] {
  const rows: string[][] = [];
  // Tables first, as rows of cells; the text between tables as one row per paragraph, heading or item.
  const parts = html.split(/(<table>[\s\S]*?<\/table>)/);
  for (const part of parts) {
    if (part.startsWith("<table>")) {
      for (const tr of part.match(/<tr>[\s\S]*?<\/tr>/g) ?? []) {
        rows.push((tr.match(/<t[dh][^>]*>[\s\S]*?<\/t[dh]>/g) ?? []).map(stripTags));
      }
    } else {
      for (const block of part.split(/<\/(?:p|h[1-6]|li)>/)) {
        const text = stripTags(block).trim();
        if (text) rows.push([text]);
      }
    }
  }
  return rows;
}

export async function readDocx(fileName: string, bytes: Buffer): Promise<ReadDocument> {
  // The archive was checked before the file reached a parsing thread (screen-document.ts).
  let html: string;
  try {
    // Pictures are left out unread: mammoth would otherwise inline each one as base64 text.
    const convertImage = mammoth.images.imgElement(() => Promise.resolve({ src: "" }));
    html = (await mammoth.convertToHtml({ buffer: bytes }, { convertImage })).value;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FileRejectedError(
      "corrupt",
      `${fileName} is not a readable Word document; open it in Word and save it again (or as PDF).`,
      detail.slice(0, 300),
    );
  }
  const page = makePage(1, htmlToRows(html));
  const warnings = page.text === "" ? [`${fileName}: the document holds no text.`] : [];
  return { fileName, kind: "docx", pages: [page], skippedPages: [], warnings };
}
