import { portfolioPropertyTotals, subtotalSource } from "./extraction-document-totals";
import { readRentRows } from "./extraction-to-review-form";
import type { ReviewForm } from "./review-form";

/**
 * The review with another property of a portfolio export picked: its unit rows, its unit count, the address, city,
 * state and zip its heading prints (a part the heading lacks is left empty, never another property's), and its own
 * subtotal as the printed totals the guard holds its rows against.
 */
export function pickPortfolioProperty(form: ReviewForm, index: number): ReviewForm {
  const property = form.provenance.portfolio[index];
  if (!property) return form;
  const units = readRentRows(property.unitRows);
  const source = subtotalSource(property);
  const heading = source ? { file: source.file, page: source.page, line: property.name } : null;
  // The heading is where each part of the address now comes from; a part it lacks has no source.
  const { address: _a, city: _c, state: _s, zip: _z, ...otherFacts } = form.provenance.facts;
  const place = (["address", "city", "state", "zip"] as const).filter((fact) => heading && property[fact]);
  const facts = { ...otherFacts, ...Object.fromEntries(place.map((fact) => [fact, heading])) };
  return {
    ...form,
    details: {
      ...form.details,
      address: property.address,
      city: property.city,
      state: property.state,
      zip: property.zip,
      unitCount: String(units.length),
    },
    units,
    documentTotals: portfolioPropertyTotals(property, form.documentTotals),
    provenance: { ...form.provenance, facts },
  };
}
