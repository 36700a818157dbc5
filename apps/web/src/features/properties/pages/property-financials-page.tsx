import { useParams } from "wouter";
import { ComingSoon } from "../components/coming-soon";

export function PropertyFinancialsPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ComingSoon title="Financials">
      <p>Property {id}</p>
    </ComingSoon>
  );
}
