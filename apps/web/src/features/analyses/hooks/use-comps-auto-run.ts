import { useEffect } from "react";
import { browserSessionStore, claimCompsAutoRun } from "../lib/comps-auto-run";
import type { StoredComps } from "../api/use-stored-comps";

type Args = {
  propertyId: string;
  /** The GET comps answer: undefined while loading or failed, null when nothing is stored. */
  stored: StoredComps | null | undefined;
  run: () => void;
};

/**
 * SPEC section 4: once the snapshot knows no comps are stored, run them once per property per browser
 * session, whether or not the section is open. A failure shows in the section like a clicked run's.
 */
export function useCompsAutoRun({ propertyId, stored, run }: Args) {
  useEffect(() => {
    if (stored !== null) return;
    if (claimCompsAutoRun(browserSessionStore(), propertyId)) run();
  }, [propertyId, stored, run]);
}
