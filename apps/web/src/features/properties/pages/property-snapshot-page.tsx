import { useParams } from "wouter";
import { ComingSoon } from "../components/coming-soon";

export function PropertySnapshotPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ComingSoon title="Property Snapshot">
      <p>Property {id}</p>
    </ComingSoon>
  );
}
