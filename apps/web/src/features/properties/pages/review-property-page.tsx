import { ComingSoon } from "../components/coming-soon";

export function ReviewPropertyPage() {
  return <ComingSoon title="Review Property" />;
}
