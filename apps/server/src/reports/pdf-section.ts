import type { ReportBlock, ReportSection } from "@plexwise/core/report";
import type { Pdf } from "./pdf-document";
import { renderBars } from "./pdf-bars";
import { renderDonut } from "./pdf-donut";
import { COLOR, ensureSpace, tagList, tagText, type Struct } from "./pdf-layout";
import { renderFacts, renderTable } from "./pdf-table";

function renderBlock(doc: Pdf, sect: Struct, block: ReportBlock) {
  switch (block.kind) {
    case "heading":
      ensureSpace(doc, 48);
      doc.moveDown(0.3);
      return tagText(doc, sect, "H2", block.text, { size: 11.5, bold: true, gap: 0.3 });
    case "paragraph":
      return tagText(doc, sect, "P", block.text, { size: 9, gap: 0.5 });
    case "list":
      return tagList(doc, sect, block.items);
    case "facts":
      return renderFacts(doc, sect, block.facts);
    case "table":
      return renderTable(doc, sect, block.table);
    case "donut":
      return renderDonut(doc, sect, block.alt, block.slices, block.shortfallText);
    case "bars":
      return renderBars(doc, sect, block.alt, block.bars, block.legend);
  }
}

/** A section of the report as a tagged Sect: its title (H1) then its blocks in order. */
export function renderSection(doc: Pdf, section: ReportSection) {
  if (section.newPage) doc.addPage();
  else ensureSpace(doc, 90);
  const sect = doc.struct("Sect", { title: section.title });
  doc.addStructure(sect);
  doc.moveDown(0.4);
  tagText(doc, sect, "H1", section.title, { size: 16, bold: true, color: COLOR.text, gap: 0.5 });
  for (const block of section.blocks) renderBlock(doc, sect, block);
  sect.end();
}
