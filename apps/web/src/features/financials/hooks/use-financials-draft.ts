import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Property, UpdatePropertyInput } from "@plexwise/core";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { propertyKeys } from "@/shared/property-api/keys";
import { updateProperty } from "@/shared/property-api/property-calls";
import { draftFromProperty, type FinancialsDraft } from "../lib/draft";
import { applyEdit, fieldsOf, patchOf, type DraftEdit } from "../lib/draft-edits";

export type SaveStatus = "idle" | "saving" | "saved" | "error";

/** How long typing may pause before the changed fields are saved. */
const SAVE_DELAY_MS = 500;

/**
 * The Financials screen edits a local draft, so every keystroke recomputes at once, and saves the changed
 * fields with a debounced PATCH, one request at a time. A failed save keeps the user's value and says why.
 */
export function useFinancialsDraft(property: Property) {
  const [draft, setDraft] = useState(() => draftFromProperty(property));
  const [status, setStatus] = useState<SaveStatus>("idle");
  const latest = useRef<FinancialsDraft>(draft);
  const pending = useRef(new Set<keyof UpdatePropertyInput>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const takePatch = useCallback(() => {
    clearTimeout(timer.current);
    const patch = patchOf(latest.current, pending.current);
    pending.current.clear();
    return patch;
  }, []);

  const flush = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    // Edits made while a save is on its way go out right after it.
    while (pending.current.size > 0) {
      try {
        const saved = await updateProperty(property.id, takePatch());
        queryClient.setQueryData(propertyKeys.detail(property.id), saved);
        void queryClient.invalidateQueries({ queryKey: propertyKeys.list });
        setStatus(pending.current.size > 0 ? "saving" : "saved");
      } catch (error) {
        setStatus("error");
        toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" });
      }
    }
    inFlight.current = false;
  }, [property.id, queryClient, takePatch, toast]);

  const edit = useCallback(
    (change: DraftEdit) => {
      latest.current = applyEdit(latest.current, change);
      setDraft(latest.current);
      for (const field of fieldsOf(change)) pending.current.add(field);
      setStatus("saving");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the screen or the page sends what is still waiting, rather than losing it.
  useEffect(() => {
    const sendNow = () => {
      if (pending.current.size === 0) return;
      updateProperty(property.id, takePatch(), { keepalive: true })
        .then((saved) => queryClient.setQueryData(propertyKeys.detail(saved.id), saved))
        .catch((error: unknown) =>
          toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" }),
        );
    };
    window.addEventListener("pagehide", sendNow);
    return () => {
      window.removeEventListener("pagehide", sendNow);
      sendNow();
    };
  }, [property.id, queryClient, takePatch, toast]);

  return { draft, edit, status };
}
