import type { LineComparison } from "@plexwise/core/underwriting-lines";
import { Button } from "@/components/ui/button";
import { DASH, money, signedMoney } from "../lib/format";

type Props = {
  rows: LineComparison[];
  perPeriod: number;
  onEditYours: (row: LineComparison) => void;
};

const amount = (cents: number | null, perPeriod: number) => (cents === null ? DASH : money((cents / 100) * perPeriod));
const difference = (row: LineComparison, perPeriod: number) =>
  row.differenceCents === null
    ? DASH
    : `${signedMoney((row.differenceCents / 100) * perPeriod)} vs ${row.differenceAgainst === "broker" ? "broker" : "T-12"}`;
const sourceOf = (source: LineComparison["t12Source"]) =>
  source?.file ? `${source.file}${source.page ? `, p. ${source.page}` : ""}` : undefined;
/** Rent and vacancy are not lines of yours: they come from the rent roll and the vacancy percent. */
const editable = (row: LineComparison) => row.kind === "expense" || row.yours !== null;

function YoursButton({ row, perPeriod, onEditYours }: { row: LineComparison } & Omit<Props, "rows">) {
  if (!editable(row)) return <span>{amount(row.yoursCents, perPeriod)}</span>;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-auto px-1 py-0 font-semibold tabular-nums underline decoration-dotted"
      aria-label={`Edit yours for ${row.label}`}
      onClick={() => onEditYours(row)}
    >
      {amount(row.yoursCents, perPeriod)}
    </Button>
  );
}

/** T-12 | Broker | Yours | Difference | Reason: a table from 768 px, one card per line below it (no side scroll). */
export function ComparisonLines({ rows, perPeriod, onEditYours }: Props) {
  return (
    <>
      <table className="hidden w-full text-sm md:table" aria-label="Broker vs yours lines">
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th className="py-2 font-medium">Line</th>
            <th className="py-2 text-right font-medium">T-12</th>
            <th className="py-2 text-right font-medium">Broker</th>
            <th className="py-2 text-right font-medium">Yours</th>
            <th className="py-2 text-right font-medium">Difference</th>
            <th className="py-2 pl-4 font-medium">Reason</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key} data-testid="broker-vs-yours-row">
              <th scope="row" className="py-2 text-left font-medium">
                {row.label}
              </th>
              <td className="py-2 text-right tabular-nums" title={sourceOf(row.t12Source)}>
                {amount(row.t12Cents, perPeriod)}
              </td>
              <td className="py-2 text-right tabular-nums" title={sourceOf(row.brokerSource)}>
                {amount(row.brokerCents, perPeriod)}
              </td>
              <td className="py-2 text-right tabular-nums" data-testid="yours">
                <YoursButton row={row} perPeriod={perPeriod} onEditYours={onEditYours} />
              </td>
              <td className="py-2 text-right tabular-nums">{difference(row, perPeriod)}</td>
              <td className="py-2 pl-4 text-muted-foreground" data-testid="reason">
                {row.reason ?? ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-2 md:hidden" aria-label="Broker vs yours lines">
        {rows.map((row) => (
          <li key={row.key} className="rounded-lg border p-3 text-sm" data-testid="broker-vs-yours-card">
            <p className="font-medium break-words">{row.label}</p>
            <dl className="mt-1 grid grid-cols-3 gap-x-2 text-xs">
              <dt className="text-muted-foreground">T-12</dt>
              <dt className="text-muted-foreground">Broker</dt>
              <dt className="text-muted-foreground">Yours</dt>
              <dd className="tabular-nums" title={sourceOf(row.t12Source)}>
                {amount(row.t12Cents, perPeriod)}
              </dd>
              <dd className="tabular-nums" title={sourceOf(row.brokerSource)}>
                {amount(row.brokerCents, perPeriod)}
              </dd>
              <dd className="tabular-nums">
                <YoursButton row={row} perPeriod={perPeriod} onEditYours={onEditYours} />
              </dd>
            </dl>
            {row.differenceCents !== null && <p className="mt-1 text-xs tabular-nums">{difference(row, perPeriod)}</p>}
            {row.reason && <p className="mt-1 text-xs break-words text-muted-foreground">{row.reason}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
