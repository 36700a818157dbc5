import type { CompareReport } from "@plexwise/core/report";
import { renderPdfPieces } from "./pdf-document";
import { COLOR, tagText } from "./pdf-layout";
import { renderSection } from "./pdf-section";
import { printable } from "./pdf-text";

/** The comparison as a tagged PDF: its title, the properties compared, then the table, ranking and summary. */
export const renderCompareReport = (report: CompareReport): Promise<Buffer[]> =>
  renderPdfPieces({ title: printable(report.title), subject: "Property comparison" }, (doc) => {
    const sect = doc.struct("Sect", { title: report.title });
    doc.addStructure(sect);
    tagText(doc, sect, "H1", report.title, { size: 20, bold: true, gap: 0.2 });
    tagText(doc, sect, "P", report.subtitle, { size: 10, color: COLOR.muted, gap: 0.6 });
    sect.end();
    for (const section of report.sections) renderSection(doc, section);
  });
