import type { PropertyReport } from "@plexwise/core/report";
import { CONTENT_WIDTH, PAGE, renderPdfPieces, type Pdf } from "./pdf-document";
import { COLOR, tagText } from "./pdf-layout";
import { renderSection } from "./pdf-section";
import { renderFacts } from "./pdf-table";
import { printable } from "./pdf-text";

const HERO_HEIGHT = 260;

/** The cover: the name, the address, the hero photo and the key figures, and the verdict when one was run. */
function renderCover(doc: Pdf, report: PropertyReport, hero: Buffer | null) {
  const { cover } = report;
  const sect = doc.struct("Sect", { title: "Cover" });
  doc.addStructure(sect);
  tagText(doc, sect, "H1", cover.heading, { size: 24, bold: true, gap: 0.2 });
  tagText(doc, sect, "P", cover.address, { size: 13, gap: 0.2 });
  tagText(doc, sect, "P", cover.generatedOn, { size: 9, color: COLOR.muted, gap: 0.8 });
  if (hero) {
    const top = doc.y;
    sect.add(
      doc.struct("Figure", { alt: printable(`Photo of ${cover.address}`) }, () => {
        doc.image(hero, PAGE.margin, top, { fit: [CONTENT_WIDTH, HERO_HEIGHT], align: "center", valign: "center" });
      }),
    );
    doc.y = top + HERO_HEIGHT + 12;
  }
  renderFacts(doc, sect, cover.facts);
  if (cover.verdict) tagText(doc, sect, "P", cover.verdict, { size: 11, bold: true });
  sect.end();
}

/** The property's investment report as a tagged PDF; `hero` is the first photo as JPEG or PNG, if any. */
export const renderPropertyReport = (report: PropertyReport, hero: Buffer | null): Promise<Buffer[]> =>
  renderPdfPieces({ title: printable(report.title), subject: "Property investment report" }, (doc) => {
    renderCover(doc, report, hero);
    for (const section of report.sections) renderSection(doc, section);
  });
