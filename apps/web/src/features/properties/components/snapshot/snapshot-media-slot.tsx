import type { Property } from "@plexwise/core";

/**
 * SLOT: the photo gallery / map switch of the snapshot (SPEC section 2) mounts here in a later task.
 * It renders nothing until then, so the page shows no placeholder.
 */
export function SnapshotMediaSlot(_props: { property: Property }) {
  return null;
}
