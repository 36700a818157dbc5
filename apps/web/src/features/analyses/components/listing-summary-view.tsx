import type { ListingSummary } from "@plexwise/core";

/** The listing in a paragraph and its highlights; model text is shown as plain text. */
export function ListingSummaryView({ summary }: { summary: ListingSummary }) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="whitespace-pre-line">{summary.summary}</p>
      {summary.highlights.length > 0 && (
        <div>
          <h3 className="font-semibold">Highlights</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {summary.highlights.map((highlight, i) => (
              <li key={i}>{highlight}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
