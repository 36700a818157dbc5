import { useParams } from "wouter";
import { ComingSoon } from "../components/coming-soon";

export function PropertyMenuPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ComingSoon title="Property Menu">
      <p>Property {id}</p>
    </ComingSoon>
  );
}
