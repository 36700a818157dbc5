import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DealAnalysis } from "@plexwise/core/finance";
import { formatThousands } from "@plexwise/core/money";
import { money } from "../lib/format";

/** NOI and cash flow by year (loaded on its own: recharts is the bulk of the Financials code). */
export function ProjectionChart({ projection }: { projection: DealAnalysis["projection"] }) {
  return (
    <ResponsiveContainer width="100%" height={256}>
      <ComposedChart data={projection} margin={{ left: 8, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="year" tickFormatter={(y: number) => `Y${y}`} />
        <YAxis tickFormatter={(v: number) => formatThousands(v)} width={72} />
        <Tooltip formatter={(value) => money(Number(value))} labelFormatter={(y) => `Year ${String(y)}`} />
        <Legend />
        <Bar dataKey="cashFlow" name="Cash Flow" fill="#16a34a" isAnimationActive={false} />
        <Line dataKey="noi" name="NOI" stroke="#1d4ed8" dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
