import { useSyncExternalStore } from "react";
import { dismissToast, getToastState, subscribeToasts, toast } from "./toast-store";

/** Reads the toast queue and exposes `toast` / `dismiss` (the one toast system of the app). */
export function useToast() {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getToastState);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}

export { toast };
