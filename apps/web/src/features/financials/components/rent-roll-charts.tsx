import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { money } from "../lib/format";

export type ChartBar = { key: string; name: string; color: string };
type Datum = Record<string, string | number>;

const compactMoney = (dollars: number) =>
  Math.abs(dollars) >= 10_000 ? `$${Math.round(dollars / 1000)}K` : money(dollars);

/**
 * The rent roll analytics' small charts (loaded on their own: recharts is the bulk of the Financials code). Values
 * arrive computed by core; `asCount` prints them as counts rather than dollars.
 */
export function RentRollBarChart({
  data,
  xKey,
  bars,
  asCount = false,
}: {
  data: Datum[];
  xKey: string;
  bars: ChartBar[];
  asCount?: boolean;
}) {
  const format = (value: number) => (asCount ? String(value) : compactMoney(value));
  return (
    <ResponsiveContainer width="100%" height={176}>
      <BarChart data={data} margin={{ left: 0, right: 8, top: 4 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} tick={{ fontSize: 11 }} interval="preserveStartEnd" />
        <YAxis tickFormatter={(v: number) => format(v)} width={56} tick={{ fontSize: 11 }} allowDecimals={!asCount} />
        <Tooltip formatter={(value) => (asCount ? String(value) : money(Number(value)))} />
        {bars.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {bars.map((bar) => (
          <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function OccupancyPie({ occupied, vacant }: { occupied: number; vacant: number }) {
  const slices = [
    { label: "Occupied", value: occupied, color: "#16a34a" },
    { label: "Vacant", value: vacant, color: "#d97706" },
  ];
  return (
    <ResponsiveContainer width="100%" height={176}>
      <PieChart>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          innerRadius={44}
          outerRadius={72}
          isAnimationActive={false}
          stroke="none"
        >
          {slices.map((slice) => (
            <Cell key={slice.label} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}
