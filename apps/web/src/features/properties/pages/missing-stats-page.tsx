import { ComingSoon } from "../components/coming-soon";

export function MissingStatsPage() {
  return <ComingSoon title="New Property Address #1" />;
}
