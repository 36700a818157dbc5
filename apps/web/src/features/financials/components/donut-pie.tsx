import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { money } from "../lib/format";

export type DonutSlice = { key: string; label: string; value: number; color: string };

/** The donut itself (loaded on its own: recharts is the bulk of the Financials code). */
export function DonutPie({ slices: colored }: { slices: DonutSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height={320}>
      <PieChart>
        <Pie
          data={colored}
          dataKey="value"
          nameKey="label"
          innerRadius={90}
          outerRadius={150}
          isAnimationActive={false}
          stroke="none"
        >
          {colored.map((slice) => (
            <Cell key={slice.key} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => money(Number(value))} />
      </PieChart>
    </ResponsiveContainer>
  );
}
