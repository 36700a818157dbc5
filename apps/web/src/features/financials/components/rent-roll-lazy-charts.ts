import { lazy } from "react";

// Recharts is most of this page's code: the charts arrive after the tables, in boxes already their size.
export const RentRollBarChart = lazy(() => import("./rent-roll-charts").then((m) => ({ default: m.RentRollBarChart })));
export const OccupancyPie = lazy(() => import("./rent-roll-charts").then((m) => ({ default: m.OccupancyPie })));
