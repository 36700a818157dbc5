import { Suspense, type ReactNode } from "react";

type Props = {
  title: string;
  /** One line of totals under the heading. */
  summary?: ReactNode;
  /** What the chart shows, for screen readers; no chart when absent. */
  chartLabel?: string;
  chart?: ReactNode;
  children: ReactNode;
};

/** One part of the rent roll analytics: a heading, its totals, a small chart and its table. */
export function RentRollBlock({ title, summary, chartLabel, chart, children }: Props) {
  const id = `rent-roll-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-2 border-t pt-4 first:border-0 first:pt-0">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {summary !== undefined && <p className="text-sm text-muted-foreground">{summary}</p>}
      <div className="grid min-w-0 gap-3 lg:grid-cols-2 lg:items-start">
        {chart && (
          <div className="h-44 w-full min-w-0" role="img" aria-label={chartLabel}>
            <Suspense fallback={null}>{chart}</Suspense>
          </div>
        )}
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}
