import { checkPlausibility, FIGURES_TO_CHECK_TITLE } from "@plexwise/core/analysis";
import type { Property, SharedView } from "@plexwise/core";
import { documentPropertyArb, savedProperty } from "@plexwise/core/testing";
import { toPropertyResponse } from "@plexwise/core/wire";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyOfSharedView } from "./shared-property";
import { SHARED_FIGURES_TITLE, sharedFiguresToCheck } from "./shared-figures";

/** A shared view as the server answers it (sharing/dto.ts): the owner's property and the guard's findings on it. */
function viewOf(property: Property): SharedView {
  const {
    notes: _n,
    myRatings: _m,
    fullExtract: _f,
    traceId: _t,
    favorite: _v,
    heroUrl: _h,
    ...shown
  } = toPropertyResponse(property, null);
  const view: SharedView = {
    property: shown,
    figuresToCheck: checkPlausibility(property),
    images: [],
    includes: { notes: false, ratings: false },
    expiresAt: null,
    reportUrl: null,
  };
  return JSON.parse(JSON.stringify(view)) as SharedView;
}

describe("a shared deal's Figures to check", () => {
  it("are the findings the owner's Financials computes from the same property, for random documents", () => {
    fc.assert(
      fc.property(documentPropertyArb, (facts) => {
        const view = viewOf(savedProperty(facts, { documentTotals: facts.documentTotals }));
        const shown = sharedFiguresToCheck(view);
        expect(shown).toEqual(checkPlausibility(propertyOfSharedView(view)));
      }),
      { numRuns: 100 },
    );
    expect(SHARED_FIGURES_TITLE).toBe(FIGURES_TO_CHECK_TITLE);
  }, 30_000);

  it("an answer from a server that sent none shows none", () => {
    expect(sharedFiguresToCheck({})).toEqual([]);
  });
});
