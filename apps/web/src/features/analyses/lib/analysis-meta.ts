import type { AnalysisMeta } from "@plexwise/core";

/** Who wrote an analysis's prose: the model by name, or the plain text the code writes without one. */
export function narrationText(meta: Pick<AnalysisMeta, "narration" | "model" | "notice">): string {
  if (meta.narration === "model") return `Written by ${meta.model ?? "an AI model"}`;
  // With a notice the reason is given beside it (budget, failure...); without one no model is configured.
  return meta.notice ? "Plain analysis" : "Plain analysis (no AI model configured)";
}

// Made on first use: the first Intl object a page creates costs it tens of milliseconds (core/money/number-format).
let dateTime: Intl.DateTimeFormat | undefined;
const dateTimeFormat = () =>
  (dateTime ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }));

/** "Generated Jan 5, 2026, 3:04 PM" in the viewer's time zone; the raw text if the date does not parse. */
export function generatedAtText(iso: string): string {
  const date = new Date(iso);
  return `Generated ${Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date)}`;
}
