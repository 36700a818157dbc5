import { describe, expect, it } from "vitest";
import { contradictedVerdict } from "../../src/llm/verdict-words";

describe("prose against the computed verdict", () => {
  it.each([
    ["Verdict: Buy. An easy, safe purchase.", "Review", ["Verdict: Buy", "safe purchase"]],
    ["We recommend you avoid this one.", "Buy", ["We recommend you avoid"]],
    ["This is a clear Buy at the asking price.", "Avoid", ["is a clear Buy"]],
    ["A no-brainer for any investor.", "Review", ["no-brainer"]],
  ] as const)("%s (computed %s) is caught", (text, verdict, expected) => {
    expect(contradictedVerdict([text], verdict)).toEqual(expected);
  });

  it.each([
    ["This pro-forma review finds the rents in line; the verdict is Review until the taxes are checked.", "Review"],
    ["Verdict: Buy. The cap rate clears the bar.", "Buy"],
    ["An easy purchase to finance, and a safe bet for a first building.", "Buy"],
    ["Review the rent roll and the T-12 before an offer; the verdict is Avoid.", "Avoid"],
  ] as const)("%s (computed %s) stands", (text, verdict) => {
    expect(contradictedVerdict([text], verdict)).toEqual([]);
  });
});
