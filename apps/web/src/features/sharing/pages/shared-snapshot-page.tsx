// Reused display components pass class overrides: merge them as the signed-in app does (lib/cn.ts).
import "@/lib/class-merge";
import { useParams } from "wouter";
import { ReadOnlySnapshot } from "@/features/properties";
import { SharedFrame } from "../components/shared-frame";

/** /s/:token: a shared property's Snapshot, without an account and without edit controls. */
export function SharedSnapshotPage() {
  const { token } = useParams<{ token: string }>();
  return (
    <SharedFrame token={token} tab="snapshot">
      {(property, view) => <ReadOnlySnapshot property={property} images={view.images} includes={view.includes} />}
    </SharedFrame>
  );
}
